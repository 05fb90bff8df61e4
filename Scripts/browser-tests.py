#!/usr/bin/env python3
"""Real-browser tests of `shop serve`: Debian's chromium, driven by chromium-driver through
Selenium. Run by Scripts/test.sh after the Swift suite; prints `N passed, N failed` last.

    Scripts/browser-tests.py [--only NAME] [--clicks N] [--screenshots DIR] [--limit SECONDS]

With --screenshots, pictures of the main screens are saved there (docs/screenshots/ holds the
ones the README shows).
"""
import argparse
import os
import shutil
import signal
import sys
import tempfile
import time
import traceback

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Tests", "Browser"))
import support  # noqa: E402
from cases import TESTS, test_thousand_clicks  # noqa: E402


class Overran(Exception):
    pass


def overran(signum, frame):
    raise Overran("the test took longer than --limit seconds")


def main():
    signal.signal(signal.SIGALRM, overran)
    parser = argparse.ArgumentParser()
    parser.add_argument("--only")
    parser.add_argument("--clicks", type=int, default=1000)
    parser.add_argument("--screenshots")
    parser.add_argument("--limit", type=int, default=600,
                        help="seconds one test may take before it fails (a hang never stalls the run)")
    args = parser.parse_args()
    if args.screenshots:
        support.SHOTS = os.path.abspath(args.screenshots)
        os.makedirs(support.SHOTS, exist_ok=True)
    shop = support.shop_binary()
    passed = failed = 0
    started = time.monotonic()
    for test in TESTS:
        if args.only and args.only not in test.__name__:
            continue
        configs = tempfile.mkdtemp(prefix="shop-serve-")
        shutil.copytree(os.path.join(support.ROOT, "Configs"), configs, dirs_exist_ok=True)
        began = time.monotonic()
        signal.alarm(args.limit)
        try:
            if test is test_thousand_clicks:
                test(shop, configs, args.clicks)
            else:
                test(shop, configs)
            passed += 1
            print(f"✔ {test.__name__} ({time.monotonic() - began:.1f} s)")
        except Exception:
            failed += 1
            print(f"✘ {test.__name__}")
            traceback.print_exc()
        finally:
            signal.alarm(0)
            shutil.rmtree(configs, ignore_errors=True)
    print(f"browser tests: {time.monotonic() - started:.1f} s")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
