"""All locales, keyed by language code."""
import importlib

MODULES = ["locales_latin_a", "locales_latin_b", "locales_latin_c", "locales_latin_d",
           "locales_latin_e", "locales_cyrl_grek",
           "locales_rtl", "locales_asia"]

LOCALES = {}
for _m in MODULES:
    try:
        _mod = importlib.import_module(_m)
    except ModuleNotFoundError as e:
        if e.name != _m:
            raise
        continue
    for _loc in _mod.L:
        LOCALES[_loc["code"]] = _loc
