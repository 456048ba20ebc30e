#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Damage a maint cache file (lib/cache.c) in one way, for t1009.

  cache-craft.py MODE FILE     MODE: flip trunc foreign oob bigcount
                                     litoob pidxloop
  cache-craft.py check FILE    exit 0 when FILE is a well-formed cache file

The layout (format 5): a 144-byte header (magic, format, endianness, key,
the address it is laid out for, the size, the body's checksum, the counts
of files, items, sections and patterns, the blob's length, the counts of
K:/N: literal records, of literal pointers and of N: items, the prefix
index's slots and patterns without a prefix, the prefix lengths filed),
then 48-byte file records, then the items (struct maint_item: text, value
and file pointers first), ..., then the literal records (16 bytes: item,
pointer to its array), the N: item indices, the prefix index (16-byte
slots, a 4-byte chain link per pattern, the 4-byte numbers of the patterns
without a prefix), and the literal pointers just before the blob.  A file changed by this script has a new ctime: its seal (KEY.ok)
no longer holds, so maint checks it whole again.  "oob", "litoob",
"pidxloop" and "bigcount" keep the checksum right, as a crafted file would.
"""
import struct
import sys

M = (1 << 64) - 1
HDR = 144


def fmix(k):
    k ^= k >> 33
    k = (k * 0xff51afd7ed558ccd) & M
    k ^= k >> 33
    k = (k * 0xc4ceb9fe1a85ec53) & M
    k ^= k >> 33
    return k


def rotl(x, r):
    return ((x << r) | (x >> (64 - r))) & M


def hash128(data, h0=0, h1=0):
    n = len(data)
    k = 0x9e3779b97f4a7c15
    lanes = [h0 ^ n, (h1 + k) & M, (h0 + 0x87c37b91114253d5) & M,
             h1 ^ 0x4cf5ad432745937f]
    i = 0
    while i < n:
        block = data[i:i + 32]
        block += bytes(32 - len(block))
        for j, w in enumerate(struct.unpack("<4Q", block)):
            lanes[j] = ((lanes[j] ^ w) * k) & M
        i += 32
    a = fmix(fmix(lanes[0]) ^ rotl(fmix(lanes[2]), 17) ^ n)
    b = fmix(fmix(lanes[1]) ^ rotl(fmix(lanes[3]), 29) ^ a)
    return a, b


def reseal(b):
    a, c = hash128(bytes(b[HDR:]))
    struct.pack_into("<QQ", b, 48, a, c)


def main():
    mode, path = sys.argv[1:3]
    with open(path, "rb") as f:
        b = bytearray(f.read())
    if mode == "check":
        ok = len(b) >= HDR and b[:8] == b"MAINTDB\n" and \
            struct.unpack_from("<I", b, 8)[0] == 5 and \
            struct.unpack_from("<Q", b, 40)[0] == len(b) and \
            struct.unpack_from("<QQ", b, 48) == hash128(bytes(b[HDR:]))
        return 0 if ok else 1
    if mode == "flip":
        b[HDR + (len(b) - HDR) // 2] ^= 0x40
    elif mode == "trunc":
        del b[len(b) // 3:]
    elif mode == "foreign":
        struct.pack_into("<I", b, 8, 99)
    elif mode == "oob":
        # the first item's text far outside the file, checksum kept right
        nfiles = struct.unpack_from("<I", b, 64)[0]
        items = (HDR + 48 * nfiles + 7) & ~7
        struct.pack_into("<Q", b, items, 0x7ffffffff000)
        reseal(b)
    elif mode == "litoob":
        # the last literal pointer (before the blob) far outside the file
        nfiles = struct.unpack_from("<I", b, 64)[0]
        name = struct.unpack_from("<Q", b, HDR + 40)[0]  # first name: blob
        nlitv = struct.unpack_from("<I", b, 92)[0]
        if nfiles < 1 or nlitv < 2:
            return 3
        litv = (name - 8 * nlitv) & ~7
        struct.pack_into("<Q", b, litv + 8 * (nlitv - 2), 0x7ffffffff000)
        reseal(b)
    elif mode == "pidxloop":
        # the last pattern's chain link to itself, checksum kept right
        name = struct.unpack_from("<Q", b, HDR + 40)[0]  # first name: blob
        nlitv = struct.unpack_from("<I", b, 92)[0]
        npats = struct.unpack_from("<I", b, 76)[0]
        nalways = struct.unpack_from("<I", b, 104)[0]
        if npats < 1:
            return 3
        litv = (name - 8 * nlitv) & ~7
        pnext = litv - ((4 * nalways + 7) & ~7) - ((4 * npats + 7) & ~7)
        struct.pack_into("<I", b, pnext + 4 * (npats - 1), npats)
        reseal(b)
    elif mode == "bigcount":
        struct.pack_into("<I", b, 68, 0xffffffff)
        reseal(b)
    else:
        return 2
    with open(path, "wb") as f:
        f.write(b)
    return 0


if __name__ == "__main__":
    sys.exit(main())
