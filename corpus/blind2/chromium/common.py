"""Batch 2 renders with the first batch's Chromium helpers (../../blind/chromium/common.py), scanning
within this batch's narrower ranges (rotation 0.3-1.2 degrees, JPEG quality 70-85)."""
import importlib.util
import os

_FIRST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "blind", "chromium", "common.py")
_spec = importlib.util.spec_from_file_location("blind_chromium_common", _FIRST)
_base = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_base)
# This batch's own folders, and its scan ranges.
_base.ROOT = os.path.dirname(os.path.abspath(__file__))
_base.OUT = os.path.join(_base.ROOT, "out")
_base.BUILD = os.path.join(_base.ROOT, "build")
_base.SCAN_ROTATION_DEGREES = (0.3, 1.2)
_base.SCAN_JPEG_QUALITY = (70, 85)
globals().update({name: value for name, value in vars(_base).items() if not name.startswith("__")})
