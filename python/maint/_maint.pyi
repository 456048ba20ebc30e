# SPDX-License-Identifier: GPL-2.0-only
# Types of the C half of the maint package (python/maint/_maint.c).
import os
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

VERSION: str

class MaintError(Exception): ...
class LoadError(MaintError): ...
class InputError(MaintError, ValueError): ...

_Diag = Tuple[str, Optional[str], int, str]
_Input = Tuple[Any, ...]

class Db:
    root: str
    compat: str
    files: List[str]
    nsections: int
    def __init__(self, root: Union[str, os.PathLike[str]],
                 mpath: Optional[Union[str, os.PathLike[str]]] = ...,
                 compat: Optional[str] = ..., cache: bool = ...,
                 find_maintainer_files: bool = ...) -> None: ...
    def get(self, inputs: Sequence[_Input], options: Dict[str, Any]
            ) -> Tuple[bytes, str, List[_Diag]]: ...
    def profiles(self, inputs: Sequence[_Input], options: Dict[str, Any],
                 keywords: bool, fetch: bool, timeout: int
                 ) -> Tuple[List[Dict[str, Any]], List[_Diag]]: ...
    def preflight(self, inputs: Sequence[_Input], options: Dict[str, Any]
                  ) -> Tuple[str, List[_Diag], str]: ...
