"""Issue 41: while a navigation waits for its screens' loaders, the page shows a progress bar of
the loaders done; the bar goes once the navigation commits or a newer one cancels it (run by
Scripts/browser-tests.py through cases.TESTS)."""
from selenium.webdriver.support.ui import WebDriverWait

from panes import stacks
from support import Server, browser, check, idle, shows, title


def bar(driver):
    """The progress bar as the page draws it: (shown, value, max, text), read in one script."""
    return driver.execute_script(
        "const box = document.getElementById('loading'); const bar = document.getElementById('loading-bar');"
        " return [!box.hidden && box.getBoundingClientRect().height > 0, bar.value, bar.max,"
        " document.getElementById('loading-text').textContent];")


def wait_bar(driver, expected, message):
    """Waits until the bar is `expected` (as `bar` reads it), or for the bar to go when
    `expected` is None: the change the server's message brings, never a delay."""
    def ready(d):
        shown = bar(d)
        return (not shown[0]) if expected is None else shown == expected
    try:
        WebDriverWait(driver, 10, poll_frequency=0.02).until(ready)
    except Exception:
        raise AssertionError(f"{message}: the bar is {bar(driver)}, not {expected}")


def entries_of(server, route, parameters):
    """The entries of every stack of `/tree.json` showing `route` with `parameters` (JSON text)."""
    wanted = f'"name": "{route}", "parameters": {parameters}'
    return [entry for _, stack in stacks(server.tree()) for entry in stack if wanted in entry]


def post(server, line):
    status, answer = server.post(line)
    check(status == 200, f"POST /command {line!r}: {status} {answer}")
    return answer


def test_a_navigation_waiting_for_its_loaders_shows_a_progress_bar(shop, configs):
    """`loads manual`, then a deep link to an item: the bar shows the item loading and the tree
    is unchanged; finishing the load commits the item and the bar goes. A second deep link
    superseded by a third before it loads: the bar shows the newest, and only it commits."""
    server = Server(shop, configs)
    driver = browser()
    try:
        driver.get(server.url)
        idle(driver)
        check(title(driver) == "Home", f"starts on {title(driver)}")
        wait_bar(driver, None, "no navigation waits at the start")
        post(server, "loads manual")
        before = server.tree()
        post(server, "open shop://item/3")
        wait_bar(driver, [True, 0, 1, "loading item (0/1)"], "the item waits for its loader")
        check(server.tree() == before, "nothing commits while the item loads")
        check(title(driver) == "Home", f"the page still shows {title(driver)} while the item loads")

        post(server, "load finish item")
        shows(driver, "Item 3")
        wait_bar(driver, None, "the item committed")
        check(len(entries_of(server, "item", '{"id": 3}')) == 1, "the item committed once")

        post(server, "open shop://item/4")
        wait_bar(driver, [True, 0, 1, "loading item (0/1)"], "the second item waits")
        post(server, "open shop://category/shoes")
        wait_bar(driver, [True, 0, 1, "loading category (0/1)"], "the category took the item's place")
        post(server, "load finish category")
        shows(driver, "Category shoes")
        wait_bar(driver, None, "the category committed")
        check(len(entries_of(server, "category", '{"slug": "shoes"}')) == 1, "the category committed once")
        check(entries_of(server, "item", '{"id": 4}') == [], "the cancelled item never committed")
        idle(driver)
    finally:
        driver.quit()
        server.stop()
