#!/usr/bin/env python3
"""What one `POST /command` push costs `shop serve` with no page connected, near the root and
deep in a stack: the figures of docs/performance.md ("The server").

    Scripts/serve-push-cost.py [--shop PATH] [--depths 0,600,0] [--rounds 50] [--perf]

At each depth the home stack is first pushed that deep, then, after ten rounds to warm up, each
round POSTs `push item id=1` and `back` and times the push (the whole request: connect, parse, apply, render, answer). The
median and the fastest quarter's mean are printed per depth, in milliseconds. With --perf (Linux
`perf`), the server's CPU time per push (`task-clock`) is counted too, over `rounds` pushes in a
row from that depth: CPU time rather than waiting, a figure a loaded machine moves less.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def post(url, line):
    request = urllib.request.Request(url + "command", data=line.encode(), method="POST")
    with urllib.request.urlopen(request, timeout=60) as response:
        response.read()
        if response.status != 200:
            raise RuntimeError(f"{line}: {response.status}")


def cpu(pid, url, pushes):
    """The server's CPU time in milliseconds while `pushes` pushes are POSTed in a row."""
    output = tempfile.mktemp(prefix="perf-")
    perf = subprocess.Popen(["perf", "stat", "-e", "task-clock", "-x", ",", "-o", output, "-p", str(pid)],
                            stderr=subprocess.DEVNULL)
    time.sleep(0.5)  # perf attaches; the idle server runs nothing meanwhile
    for _ in range(pushes):
        post(url, "push item id=1")
    perf.send_signal(2)
    perf.wait()
    with open(output) as counts:
        fields = [line.split(",") for line in counts if "task-clock" in line]
    os.remove(output)
    return float(fields[0][0])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--shop", help="the shop binary (default: the debug build's)")
    parser.add_argument("--depths", default="0,600,0", help="the depths, in the order measured")
    parser.add_argument("--rounds", type=int, default=50)
    parser.add_argument("--perf", action="store_true", help="also count the server's CPU time per push with perf stat")
    args = parser.parse_args()
    shop = args.shop or os.path.join(subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip(),
        "shop")
    configs = tempfile.mkdtemp(prefix="push-cost-")
    shutil.copytree(os.path.join(ROOT, "Configs"), configs, dirs_exist_ok=True)
    env = dict(os.environ, SHOP_ANALYTICS_OUTPUT=os.path.join(configs, "analytics.jsonl"))
    config = os.path.join(configs, "shop.yaml")
    process = subprocess.Popen([shop, "serve", "--config", config, "--port", "0", "--no-state"], cwd=configs,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    try:
        first = process.stdout.readline().strip()
        url = first.split(" at ", 1)[1]
        depth = 0
        for target in (int(value) for value in args.depths.split(",")):
            if target < depth:
                post(url, "pop-to-root")
                depth = 0
            while depth < target:
                post(url, "push item id=1")
                depth += 1
            for _ in range(10):  # warm up (the first requests of a process are slower)
                post(url, "push item id=1")
                post(url, "back")
            times = []
            for _ in range(args.rounds):
                began = time.perf_counter()
                post(url, "push item id=1")
                times.append((time.perf_counter() - began) * 1000)
                post(url, "back")
            fastest = sorted(times)[:max(1, len(times) // 4)]
            line = (f"depth {target:5d}: median {statistics.median(times):7.2f} ms, "
                    f"fastest quarter {statistics.mean(fastest):7.2f} ms ({args.rounds} pushes)")
            if args.perf:
                line += f", CPU {cpu(process.pid, url, args.rounds) / args.rounds:.2f} ms a push"
                for _ in range(args.rounds):
                    post(url, "back")
            print(line)
    finally:
        process.terminate()
        process.wait(timeout=10)
        shutil.rmtree(configs, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
