"""Batch 2 lays pages out with the first batch's helper (../../blind/chromium/layout.py)."""
import importlib.util
import os

_FIRST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "blind", "chromium", "layout.py")
_spec = importlib.util.spec_from_file_location("blind_chromium_layout", _FIRST)
_base = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_base)
globals().update({name: value for name, value in vars(_base).items() if not name.startswith("__")})
