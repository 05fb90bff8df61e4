"""The app's windows in browser windows (issue 38): each browser window shows one app window."""
import json

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from panes import panes, shop_with_panes
from support import Server, answered, browser, check, click, idle, same_tree, sent, shows, title


def until(driver, condition, message, timeout=10):
    WebDriverWait(driver, timeout, poll_frequency=0.02).until(condition, message)


def page_window(driver):
    return driver.execute_script("return window.wayfinder && window.wayfinder.window")


def windows_listed(driver, count):
    return driver.execute_script(f"return document.body.dataset.windows === '{count}'")


def others(tree):
    return (tree.get("windows") or {}).get("others") or []


def window_state(tree, number):
    """The state of app window `number` in GET /tree.json: the focused one is the tree's root,
    the others are listed in `windows.others`."""
    windows = tree.get("windows")
    if not windows:
        return {"id": 0, "isVisible": True} if number == 0 else None
    if windows["focused"]["id"] == number:
        return windows["focused"]
    return next((other["window"] for other in windows["others"] if other["window"]["id"] == number), None)


def window_stacks(tree, number):
    windows = tree.get("windows")
    if not windows or windows["focused"]["id"] == number:
        return tree["root"]
    return next(other["root"] for other in windows["others"] if other["window"]["id"] == number)


def page_visible(driver):
    return driver.execute_script("return document.visibilityState !== 'hidden'")


def open_window(driver):
    """Clicks "New window" and switches to the browser window it opens, once its page shows the
    new app window."""
    before = set(driver.window_handles)
    driver.find_element(By.ID, "window-new").click()
    until(driver, lambda d: len(d.window_handles) == len(before) + 1, "a browser window opened")
    driver.switch_to.window(next(handle for handle in driver.window_handles if handle not in before))
    until(driver, lambda d: isinstance(page_window(d), int) and page_window(d) > 0, "the new page shows a new window")
    idle(driver)


def test_move_to_window_between_two_browser_windows(shop, configs):
    """"New window" opens an app window in a new browser window; "Move to window" moves the first
    window's top screen there; both pages and /tree.json agree. Closing a browser window only
    hides its app window; "Close window" closes it."""
    server = Server(shop, configs)
    driver = browser()
    try:
        driver.get(server.url)
        idle(driver)
        first = driver.current_window_handle
        click(driver, "Shoes")
        click(driver, "Item 42")
        shows(driver, "Item 42")
        check(page_window(driver) == 0, f"the first page shows the main window: {page_window(driver)}")

        open_window(driver)
        second = driver.current_window_handle
        check(page_window(driver) == 1 and title(driver) == "Home", f"window {page_window(driver)}: {title(driver)}")
        check(driver.current_url.endswith("?window=1"), f"the address names the window: {driver.current_url}")
        check(len(others(server.tree())) == 1, "GET /tree.json holds two windows")

        # In the first browser window, move the top screen to window 2 (the app's window w1).
        driver.switch_to.window(first)
        until(driver, lambda d: windows_listed(d, 2), "the first page lists both windows")
        Select(driver.find_element(By.ID, "window-target")).select_by_value("1")
        before = sent(driver)
        driver.find_element(By.ID, "window-move").click()
        answered(driver, before)
        shows(driver, "Category shoes")
        driver.switch_to.window(second)
        shows(driver, "Item 42")

        # Both pages hold the tree GET /tree.json serves, with the item in the second window only.
        for handle in (second, first):
            driver.switch_to.window(handle)
            until(driver, lambda d: same_tree(d, server), "the page's tree equals /tree.json")
        tree = server.tree()
        check('"item"' in json.dumps(window_stacks(tree, 1)), "the moved item is in the second window")
        check('"item"' not in json.dumps(window_stacks(tree, 0)), "the moved item left the first window")

        # Closing the browser window hides the app's window and keeps it open.
        driver.switch_to.window(second)
        driver.close()
        driver.switch_to.window(first)
        until(driver, lambda d: window_state(server.tree(), 1) and not window_state(server.tree(), 1)["isVisible"],
              "the app window of the closed browser window is hidden")
        check(windows_listed(driver, 2), "the app window stays open")

        # Another browser window shows the app's window again (it is shown), and its "Close
        # window" closes it: the page then shows the window left, which has focus.
        driver.switch_to.new_window("window")
        driver.get(server.url + "?window=1")
        until(driver, lambda d: page_window(d) == 1 and title(d) == "Item 42", "the page shows window 2 again")
        idle(driver)
        # The app window is shown as its page is (a headless browser may report a page hidden).
        until(driver, lambda d: window_state(server.tree(), 1)["isVisible"] == page_visible(d),
              "the app window's visibility follows its page's")
        before = sent(driver)
        driver.find_element(By.ID, "window-close").click()
        answered(driver, before)
        until(driver, lambda d: windows_listed(d, 1) and page_window(d) == 0, "the page shows the window left")
        shows(driver, "Category shoes")
        check(not others(server.tree()), f"one window is left: {others(server.tree())}")
        driver.close()
        driver.switch_to.window(first)
        until(driver, lambda d: windows_listed(d, 1), "the first page lists one window")
        until(driver, lambda d: same_tree(d, server), "the first page's tree equals /tree.json")
    finally:
        driver.quit()
        server.stop()


def shows_panes(driver, width_class, expected, message):
    """Waits until the page draws `expected` panes (role, title) in `width_class`."""
    until(driver, lambda d: d.execute_script("return document.body.dataset.widthClass") == width_class
          and panes(d) == expected, f"{message}: {panes(driver)} in "
          f"{driver.execute_script('return document.body.dataset.widthClass')}")


def test_two_browser_windows_of_different_widths_show_their_own_panes(shop, configs):
    """Each browser window reports the width of its own app window: on the same list-detail
    stack, a window 1,400 px wide shows the list and the detail, one 400 px wide the detail
    only, and resizing one leaves the other's panes as they are."""
    shop_with_panes(configs)
    server = Server(shop, configs)
    wide, narrow = browser(), browser()
    two = [["list", "Category shoes"], ["detail", "Item 42"]]
    one = [["detail", "Item 42"]]
    try:
        wide.set_window_size(1400, 760)
        wide.get(server.url)
        idle(wide)
        click(wide, "Shoes")
        click(wide, "Item 42")
        shows_panes(wide, "expanded", two, "the wide window shows two panes")

        # A second browser window, 400 px wide, opens an app window of its own ("New window").
        narrow.set_window_size(400, 760)
        narrow.get(server.url + "?window=new")
        until(narrow, lambda d: isinstance(page_window(d), int) and page_window(d) > 0, "the page shows a new window")
        idle(narrow)
        click(narrow, "Shoes")
        click(narrow, "Item 42")
        shows_panes(narrow, "compact", one, "the narrow window shows the detail only")
        shows_panes(wide, "expanded", two, "the wide window keeps its two panes")

        # Widening the second window gives it two panes; narrowing it again leaves the first alone.
        narrow.set_window_size(1400, 760)
        shows_panes(narrow, "expanded", two, "the widened window shows two panes")
        narrow.set_window_size(400, 760)
        shows_panes(narrow, "compact", one, "the narrowed window shows one pane again")
        idle(wide)
        check(panes(wide) == two, f"the wide window's panes changed: {panes(wide)}")
        for driver in (wide, narrow):
            until(driver, lambda d: same_tree(d, server), "the page's tree equals /tree.json")
        check(len(others(server.tree())) == 1, "GET /tree.json holds two windows")
    finally:
        wide.quit()
        narrow.quit()
        server.stop()
