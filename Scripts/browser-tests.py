#!/usr/bin/env python3
"""Real-browser tests of `shop serve`: Debian's chromium, driven by chromium-driver through
Selenium. Run by Scripts/test.sh after the Swift suite; prints `N passed, N failed` last.

    Scripts/browser-tests.py [--only NAME] [--clicks N]

Screenshots of the main screens go to docs/screenshots/.
"""
import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
import traceback
import urllib.error
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHOTS = os.path.join(ROOT, "docs", "screenshots")


def shop_binary():
    path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout.strip()
    return os.path.join(path, "shop")


class Server:
    """`shop serve --port 0` on a copy of Configs/, stopped with the test."""

    def __init__(self, shop, configs, state=None):
        self.configs = configs
        self.config = os.path.join(configs, "shop.yaml")
        args = [shop, "serve", "--config", self.config, "--port", "0"]
        args += ["--state", state] if state else ["--no-state"]
        env = dict(os.environ, SHOP_ANALYTICS_OUTPUT=os.path.join(configs, "analytics.jsonl"))
        self.process = subprocess.Popen(args, cwd=configs, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        text=True, env=env)
        first = self.process.stdout.readline().strip()
        prefix = f"serving {self.config} at "
        if not first.startswith(prefix):
            self.stop()
            raise AssertionError(f"first line was {first!r}: {self.process.stderr.read()}")
        self.url = first[len(prefix):]

    def get(self, path):
        with urllib.request.urlopen(self.url + path.lstrip("/"), timeout=10) as response:
            return response.status, response.read()

    def tree(self):
        return json.loads(self.get("tree.json")[1])

    def post(self, body):
        data = body if isinstance(body, bytes) else body.encode()
        request = urllib.request.Request(self.url + "command", data=data, method="POST")
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return response.status, json.loads(response.read())
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read() or b"{}")

    def alive(self):
        return self.process.poll() is None

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()


def browser():
    options = Options()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--window-size=1000,760"):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"),
                            options=options)


def idle(driver, timeout=10):
    WebDriverWait(driver, timeout, poll_frequency=0.01).until(lambda d: d.execute_script(
        "return document.body.dataset.connected === 'yes' && document.body.dataset.idle === 'yes'"
        " && window.wayfinder.tree !== null"))


def title(driver):
    layers = driver.find_elements(By.CSS_SELECTOR, "#layers .layer.top h1")
    return (layers or driver.find_elements(By.CSS_SELECTOR, "#screen h1"))[0].text


def crumbs(driver):
    return [node.text for node in driver.find_elements(By.CSS_SELECTOR, "#crumbs span:not(.sep)")]


def buttons(driver):
    """The actions the user can reach: the top dialog's, or the screen's and its slots'."""
    top = driver.find_elements(By.CSS_SELECTOR, "#layers .layer.top .actions button")
    return top or driver.find_elements(By.CSS_SELECTOR, "#screen .actions button, #slots .actions button")


def click(driver, text, wait=True):
    for node in buttons(driver):
        if node.get_attribute("data-title") == text:
            node.click()
            if wait:
                idle(driver)
            return
    raise AssertionError(f"no action {text!r} on {title(driver)!r}")


def tab(driver, name):
    driver.find_element(By.CSS_SELECTOR, f"#tabs button[data-tab='{name}']").click()
    idle(driver)


def notices(driver):
    return [node.text for node in driver.find_elements(By.CSS_SELECTOR, "#notices div")]


def same_tree(driver, server):
    return driver.execute_script("return window.wayfinder.tree") == server.tree()


def check(condition, message):
    if not condition:
        raise AssertionError(message)


# MARK: - Tests


def test_tour(shop, configs):
    """Tabs, push, a sheet with detents, Esc, the back button, a deep link by URL, a guard
    redirect with login and resume, and the checkout flow's bounded pop-to-root."""
    server = Server(shop, configs)
    driver = browser()
    try:
        driver.get(server.url)
        idle(driver)
        check(title(driver) == "Home", f"starts on {title(driver)}")
        badges = driver.find_elements(By.CSS_SELECTOR, "#tabs button[data-tab='cart'] .badge")
        check([b.text for b in badges] == ["2"], "the cart tab shows its badge")
        driver.save_screenshot(os.path.join(SHOTS, "home.png"))
        click(driver, "Shoes")
        click(driver, "Item 42")
        check(crumbs(driver) == ["Home", "Category shoes", "Item 42"], f"pushed: {crumbs(driver)}")
        check(driver.current_url.endswith("/item/42"), f"address bar: {driver.current_url}")
        driver.back()
        idle(driver)
        check(title(driver) == "Category shoes", f"back button: {title(driver)}")
        click(driver, "Filters")
        layer = driver.find_element(By.CSS_SELECTOR, "#layers .layer.top")
        check(layer.get_attribute("class").split() >= ["layer"] and "detent-medium" in layer.get_attribute("class"),
              f"a sheet with detents: {layer.get_attribute('class')}")
        driver.save_screenshot(os.path.join(SHOTS, "sheet.png"))
        driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
        idle(driver)
        check(not driver.find_elements(By.CSS_SELECTOR, "#layers .layer"), "Esc swiped the sheet down")
        check(title(driver) == "Category shoes", title(driver))
        driver.get(server.url + "category/bags/item/9")
        idle(driver)
        check(title(driver) == "Item 9", f"deep link by URL: {title(driver)}")
        check(crumbs(driver) == ["Search", "Category bags", "Item 9"], f"deep link path: {crumbs(driver)}")
        tab(driver, "cart")
        click(driver, "Check out")
        check(title(driver) == "Log in", f"guard redirect: {title(driver)}")
        check(any("auth-guard" in text for text in notices(driver)), f"redirect notice: {notices(driver)}")
        driver.save_screenshot(os.path.join(SHOTS, "login.png"))
        click(driver, "Log in as Ada")
        check(title(driver) == "Checkout", f"resumed after login: {title(driver)}")
        click(driver, "Continue")
        check(title(driver) == "Payment", title(driver))
        driver.save_screenshot(os.path.join(SHOTS, "checkout.png"))
        status, answer = server.post("pop-to-root")
        idle(driver)
        check(status == 200 and answer["applied"], f"POST /command: {status} {answer}")
        check(title(driver) == "Checkout", f"bounded pop-to-root stops at the flow's first screen: {title(driver)}")
        check(same_tree(driver, server), "page tree equals /tree.json")
    finally:
        driver.quit()
        server.stop()


def test_click_during_transition_is_queued_and_applied_once(shop, configs):
    server = Server(shop, configs)
    driver = browser()
    try:
        driver.get(server.url)
        idle(driver)
        # Slow the transitions down so the second click surely lands inside the first one.
        driver.execute_script("document.head.append(Object.assign(document.createElement('style'),"
                              " {textContent: '.screen { transition-duration: 600ms !important; }'}))")
        driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            const first = [...document.querySelectorAll('#screen .actions button')].find(b => b.dataset.title === 'Shoes');
            first.click();
            const wait = () => {
                if (!window.wayfinder.animating) { requestAnimationFrame(wait); return; }
                const next = [...document.querySelectorAll('#screen .actions button')].find(b => b.dataset.title === 'Item 42');
                next.click();
                done();
            };
            wait();
        """)
        check(driver.execute_script("return window.wayfinder.animating"), "the second click landed in a transition")
        idle(driver)
        check(crumbs(driver) == ["Home", "Category shoes", "Item 42"], f"applied once, in order: {crumbs(driver)}")
        entries = server.tree()["root"]["hosted"][0]["tabs"]["pages"][0]["stack"]["entries"]
        check(len(entries) == 3, f"home stack holds {len(entries)} entries")
    finally:
        driver.quit()
        server.stop()


def test_page_reload_with_state_on_comes_back_on_the_same_screen(shop, configs):
    state = os.path.join(configs, "state.sqlite")
    server = Server(shop, configs, state=state)
    driver = browser()
    try:
        driver.get(server.url)
        idle(driver)
        click(driver, "Shoes")
        click(driver, "Item 42")
        driver.refresh()
        idle(driver)
        check(title(driver) == "Item 42", f"after a page reload: {title(driver)}")
        server.stop()
        server = Server(shop, configs, state=state)
        driver.get(server.url)
        idle(driver)
        check(title(driver) == "Item 42", f"after a server restart: {title(driver)}")
        check(crumbs(driver) == ["Home", "Category shoes", "Item 42"], crumbs(driver))
    finally:
        driver.quit()
        server.stop()


def test_live_reload_valid_and_invalid(shop, configs):
    server = Server(shop, configs)
    driver = browser()
    routes = os.path.join(configs, "shop", "routes.yaml")
    try:
        driver.get(server.url)
        idle(driver)
        click(driver, "Shoes")
        original = open(server.config).read()
        with open(server.config, "w") as file:
            file.write(original.replace("name: Wayfinder Shop", "name: Wayfinder Shop (edited)"))
        WebDriverWait(driver, 10).until(lambda d: d.find_element(By.ID, "app").text == "Wayfinder Shop (edited)")
        idle(driver)
        check(title(driver) == "Category shoes", f"state kept across a reload: {title(driver)}")
        with open(server.config, "w") as file:
            file.write(original.replace("root: main", "root: nowhere"))
        WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.body.dataset.findings === 'yes'"))
        findings = driver.find_element(By.ID, "findings").text
        check("shop.yaml:" in findings and "error:" in findings, f"findings with FILE:LINE:COL: {findings}")
        driver.save_screenshot(os.path.join(SHOTS, "findings.png"))
        click(driver, "Item 42")
        check(title(driver) == "Item 42", "the old app keeps running")
        with open(server.config, "w") as file:
            file.write(original)
        WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.body.dataset.findings === 'no'"))
        idle(driver)
        check(title(driver) == "Item 42", title(driver))
        check(os.path.exists(routes), "includes untouched")
    finally:
        driver.quit()
        server.stop()


def test_two_windows_stay_in_step(shop, configs):
    server = Server(shop, configs)
    first, second = browser(), browser()
    try:
        first.get(server.url)
        second.get(server.url)
        idle(first)
        idle(second)
        click(first, "Filters")
        idle(second)
        check(title(second) == "Filters", f"the other window: {title(second)}")
        second.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
        idle(second)
        idle(first)
        check(title(first) == "Home", f"the first window after Esc in the second: {title(first)}")
        tab(second, "profile")
        idle(first)
        check(title(first) == "Profile", title(first))
        check(same_tree(first, server) and same_tree(second, server), "both windows show /tree.json")
    finally:
        first.quit()
        second.quit()
        server.stop()


def test_bad_input_is_answered_and_changes_nothing(shop, configs):
    server = Server(shop, configs)
    driver = browser()
    try:
        before = server.tree()
        status, answer = server.post("tap tap tap")
        check(status == 400 and "error" in answer, f"malformed command: {status} {answer}")
        status, answer = server.post("push nowhere")
        check(status == 409 and "nowhere" in answer["error"], f"refused command: {status} {answer}")
        status, answer = server.post(b"push item id=1 " + b"x" * (70 * 1024))
        check(status == 413, f"a body over 64 KiB: {status} {answer}")
        check(server.tree() == before, "the state is unchanged")
        driver.get(server.url + "nowhere/at/all")
        idle(driver)
        check(any("nowhere" in text for text in notices(driver)), f"unknown route in the URL: {notices(driver)}")
        check(title(driver) == "Home" and server.tree() == before, "the state is unchanged")
        driver.execute_script("window.wayfinder.socket.close()")
        WebDriverWait(driver, 5).until(lambda d: d.execute_script("return document.body.dataset.connected === 'no'"))
        check(any("event stream closed" in text for text in notices(driver)), f"closed stream: {notices(driver)}")
        check(server.alive() and server.tree() == before, "the server is up and the state unchanged")
        driver.refresh()
        idle(driver)
        click(driver, "Shoes")
        check(title(driver) == "Category shoes", "a new page works")
    finally:
        driver.quit()
        server.stop()


def test_thousand_clicks(shop, configs, clicks=1000):
    """A scripted session of random clicks (actions, tabs, back, Esc), each waited for."""
    server = Server(shop, configs)
    driver = browser()
    try:
        driver.get(server.url)
        idle(driver)
        driver.set_script_timeout(600)
        started = time.monotonic()
        result = driver.execute_async_script(r"""
            const [count, seed, done] = arguments;
            let state = seed;
            const random = (n) => { state = (state * 1103515245 + 12345) % 2147483648; return state % n; };
            const wf = window.wayfinder;
            const idle = () => document.body.dataset.idle === 'yes' && wf.replied >= wf.sent;
            let made = 0;
            const next = () => {
                if (!idle()) { requestAnimationFrame(next); return; }
                if (made === count) { done({ made, sent: wf.sent, replied: wf.replied, refused: wf.refused }); return; }
                made += 1;
                const choice = random(10);
                const top = document.querySelector('#layers .layer.top');
                if (choice === 0 && wf.depth > 1) { history.back(); }
                else if (choice === 1 && top) { document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })); }
                else if (choice === 2 && !top) {
                    const tabs = [...document.querySelectorAll('#tabs button')];
                    tabs[random(tabs.length)].click();
                } else {
                    const buttons = [...document.querySelectorAll(top ? '#layers .layer.top .actions button'
                        : '#screen .actions button, #slots .actions button')]
                        .filter(b => b.dataset.title !== 'Log out');
                    if (buttons.length) buttons[random(buttons.length)].click();
                }
                setTimeout(next, 0);
            };
            next();
        """, clicks, 20261124)
        idle(driver, timeout=30)
        seconds = time.monotonic() - started
        check(result["made"] == clicks, f"made {result['made']} clicks")
        check(result["sent"] == result["replied"], f"commands lost: {result}")
        check(same_tree(driver, server), "the page's tree equals /tree.json at the end")
        print(f"thousand clicks: {clicks} clicks, {result['sent']} commands, {result['refused']} refused, "
              f"none lost, page tree equals /tree.json, {seconds:.1f} s")
    finally:
        driver.quit()
        server.stop()


TESTS = [test_tour, test_click_during_transition_is_queued_and_applied_once,
         test_page_reload_with_state_on_comes_back_on_the_same_screen, test_live_reload_valid_and_invalid,
         test_two_windows_stay_in_step, test_bad_input_is_answered_and_changes_nothing, test_thousand_clicks]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--only")
    parser.add_argument("--clicks", type=int, default=1000)
    args = parser.parse_args()
    os.makedirs(SHOTS, exist_ok=True)
    shop = shop_binary()
    passed = failed = 0
    started = time.monotonic()
    for test in TESTS:
        if args.only and args.only not in test.__name__:
            continue
        configs = tempfile.mkdtemp(prefix="shop-serve-")
        shutil.copytree(os.path.join(ROOT, "Configs"), configs, dirs_exist_ok=True)
        began = time.monotonic()
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
            shutil.rmtree(configs, ignore_errors=True)
    print(f"browser tests: {time.monotonic() - started:.1f} s")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
