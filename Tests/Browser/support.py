"""Helpers of the browser tests: the served shop, the browser, waiting and reading the page."""
import json
import os
import resource
import shutil
import subprocess
import urllib.error
import urllib.request

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHOTS = None


def shot(driver, name):
    if SHOTS:
        driver.save_screenshot(os.path.join(SHOTS, name + ".png"))


def shop_binary():
    path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout.strip()
    return os.path.join(path, "shop")


class Server:
    """`shop serve --port 0` on a copy of Configs/, stopped with the test."""

    def __init__(self, shop, configs, state=None, files=None):
        self.configs = configs
        self.config = os.path.join(configs, "shop.yaml")
        args = [shop, "serve", "--config", self.config, "--port", "0"]
        args += ["--state", state] if state else ["--no-state"]
        env = dict(os.environ, SHOP_ANALYTICS_OUTPUT=os.path.join(configs, "analytics.jsonl"))
        # `files`: the process's descriptor limit, to run it out of descriptors.
        limit = (lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (files, files))) if files else None
        self.process = subprocess.Popen(args, cwd=configs, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        text=True, env=env, preexec_fn=limit)
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
    # The scripted sessions click far faster than a person; past about 200 history changes in
    # 10 s chromium ignores history calls (crbug.com/1038223), which would stall a session.
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--window-size=1000,760", "--disable-ipc-flooding-protection"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"),
                            options=options)


def idle(driver, timeout=10):
    WebDriverWait(driver, timeout, poll_frequency=0.01).until(lambda d: d.execute_script(
        "return document.body.dataset.connected === 'yes' && document.body.dataset.idle === 'yes'"
        " && window.wayfinder.tree !== null"))


def title(driver):
    """The top screen's title, read in one script so a redraw cannot leave a stale element."""
    return driver.execute_script(
        "const node = document.querySelector('#layers .layer.top h1') || document.querySelector('#screen h1');"
        " return node ? node.textContent : null")


def shows(driver, expected, timeout=10):
    """Waits until the window shows `expected` on top: a change made in another window reaches
    this one a moment later."""
    try:
        WebDriverWait(driver, timeout, poll_frequency=0.02).until(lambda d: title(d) == expected)
    except Exception:
        raise AssertionError(f"the window shows {title(driver)!r}, not {expected!r}")


def crumbs(driver):
    return driver.execute_script(
        "return [...document.querySelectorAll('#crumbs span:not(.sep)')].map((node) => node.textContent)")


def buttons(driver):
    """The actions the user can reach: the top dialog's, or the screen's and its slots'."""
    top = driver.find_elements(By.CSS_SELECTOR, "#layers .layer.top .actions button")
    return top or driver.find_elements(By.CSS_SELECTOR, "#screen .actions button, #slots .actions button")


def sent(driver):
    return driver.execute_script("return window.wayfinder.sent")


def answered(driver, before, timeout=10):
    """Waits until the page has sent a command since it had sent `before` (the input event that
    sends it may be handled after the call that made it returns), then until every command is
    answered and shown: the change the test expects, never a moment of "idle" that comes before
    the command has even left."""
    WebDriverWait(driver, timeout, poll_frequency=0.01).until(lambda d: sent(d) > before)
    idle(driver, timeout)


def click(driver, text, wait=True):
    # A redraw between finding a button and clicking it makes the element stale: find it again.
    for _ in range(3):
        try:
            for node in buttons(driver):
                if node.get_attribute("data-title") == text:
                    before = sent(driver)
                    node.click()
                    if wait:
                        answered(driver, before)
                    return
        except StaleElementReferenceException:
            continue
        break
    raise AssertionError(f"no action {text!r} on {title(driver)!r}")


def tab(driver, name):
    """Clicks a tab and waits for the change it makes: the tab shown selected. The write's
    reply can come before the step that draws it, so "answered" alone is not enough."""
    before = sent(driver)
    driver.find_element(By.CSS_SELECTOR, f"#tabs button[data-tab='{name}']").click()
    answered(driver, before)
    WebDriverWait(driver, 10, poll_frequency=0.01).until(lambda d: d.execute_script(
        f"const b = document.querySelector(\"#tabs button[data-tab='{name}']\"); return !!b && b.classList.contains('selected')"),
        f"the {name} tab is shown selected")


def notices(driver):
    return [node.text for node in driver.find_elements(By.CSS_SELECTOR, "#notices div")]


def same_tree(driver, server):
    return driver.execute_script("return window.wayfinder.tree") == server.tree()


def check(condition, message):
    if not condition:
        raise AssertionError(message)


