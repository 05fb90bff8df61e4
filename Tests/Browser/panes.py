"""Issue 37: the page shows a stack as one, two or three panes by its real width, and resizing
the window never changes a stack (run by Scripts/browser-tests.py through cases.TESTS)."""
import json
import os

from selenium.webdriver.support.ui import WebDriverWait

from support import Server, browser, check, click, crumbs, idle, same_tree, shows, title


def stacks(tree):
    """Every stack of a `/tree.json` tree as (container, [entry]), each as JSON text: what a
    resize must never change (phases, which it does change, are left out)."""
    found = []

    def walk(stack):
        if not stack:
            return
        found.append((json.dumps(stack["container"], sort_keys=True),
                      [json.dumps({key: value for key, value in entry.items() if key != "phase"}, sort_keys=True)
                       for entry in stack["entries"]]))
        for hosted in stack.get("hosted", []):
            for page in (hosted.get("tabs") or {}).get("pages", []):
                walk(page["stack"])
            for slot in hosted.get("embedded", []):
                walk(slot["stack"])
            walk(hosted.get("detail"))

    walk(tree["root"])
    return found


def panes(driver):
    """The panes the page draws, leading first, as (role, title): the leading panes of #panes,
    then #screen, the focused pane."""
    return driver.execute_script(
        "const shown = [...document.querySelectorAll('#panes .pane'), document.getElementById('screen')];"
        " return shown.map((node) => [node.dataset.role || '', (node.querySelector('h1') || {}).textContent || '']);")


def resize(driver, width, width_class, expected_panes):
    """Resizes the window and waits for what the resize must bring: the page drawn by the
    server's answer in the new width class, with `expected_panes` panes."""
    driver.set_window_size(width, 760)
    try:
        WebDriverWait(driver, 10, poll_frequency=0.02).until(lambda d: d.execute_script(
            "return document.body.dataset.widthClass === arguments[0] && document.body.dataset.panes === arguments[1]",
            width_class, str(len(expected_panes))))
    except Exception:
        raise AssertionError(f"at {width} px the page shows {panes(driver)} in class "
                             f"{driver.execute_script('return document.body.dataset.widthClass')}, "
                             f"not {expected_panes} in {width_class}")
    idle(driver)
    check(driver.execute_script("return window.innerWidth") == width, "the window has the width asked for")
    check(panes(driver) == expected_panes, f"at {width} px: {panes(driver)}, not {expected_panes}")


def visible(driver, text):
    """Whether the focused pane's title is on screen: inside the window, not hidden."""
    return driver.execute_script(
        "const node = document.querySelector('#screen h1'); if (!node || node.textContent !== arguments[0]) return false;"
        " const box = node.getBoundingClientRect();"
        " return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth;", text)


def shop_with_panes(configs):
    """The shop's category screen is a list and its item a detail, and the home stack is shown
    as panes (`pane:` and `scenes:`, issue 37). Written into the test's copy of Configs/ only
    where the copy does not say so already, so the test runs the shop's own lines once it has
    them."""
    routes = os.path.join(configs, "shop", "routes.yaml")
    with open(routes, encoding="utf-8") as file:
        text = file.read()
    for route, role in (("category", "list"), ("item", "detail")):
        head = f"\n{route}:\n"
        start = text.index(head) + len(head)
        end = text.find("\n\n", start)
        if f"pane: {role}" not in text[start:end]:
            text = text[:start] + f"  pane: {role}\n" + text[start:]
    with open(routes, "w", encoding="utf-8") as file:
        file.write(text)
    manifest = os.path.join(configs, "shop.yaml")
    with open(manifest, encoding="utf-8") as file:
        text = file.read()
    plain = "home-flow: {kind: stack, root: home}"
    if plain in text:
        text = text.replace(plain, "home-flow: {kind: stack, root: home, scenes: [list-detail]}")
    with open(manifest, "w", encoding="utf-8") as file:
        file.write(text)


def test_resizing_shows_panes_and_keeps_the_stacks(shop, configs):
    """Issue 37, item 4: in the middle of a list-detail session the window goes from 1,400 to
    700, 400 and back to 1,400 px. After each resize the page draws the panes of the width
    class, the stacks (`/tree.json`'s entries) are those before it, the top detail is on
    screen, and a system back pops exactly one entry (the shop's `popLatest`)."""
    shop_with_panes(configs)
    server = Server(shop, configs)
    driver = browser()
    try:
        driver.set_window_size(1400, 760)
        driver.get(server.url)
        idle(driver)
        resize(driver, 1400, "expanded", [["", "Home"]])
        click(driver, "Shoes")
        shows(driver, "Category shoes")
        click(driver, "Item 42")
        shows(driver, "Item 42")
        two = [["list", "Category shoes"], ["detail", "Item 42"]]
        WebDriverWait(driver, 10, poll_frequency=0.02).until(lambda d: panes(d) == two, "two panes at 1,400 px")
        check(crumbs(driver) == ["Home", "Category shoes", "Item 42"], f"the path: {crumbs(driver)}")
        before = stacks(server.tree())
        for width, width_class, shown in ((700, "medium", two), (400, "compact", [["detail", "Item 42"]]),
                                          (1400, "expanded", two)):
            resize(driver, width, width_class, shown)
            check(stacks(server.tree()) == before, f"at {width} px the stacks changed: {stacks(server.tree())}")
            check(visible(driver, "Item 42"), f"at {width} px the top detail is not on screen")
            check(crumbs(driver) == ["Home", "Category shoes", "Item 42"], f"at {width} px: {crumbs(driver)}")
            check(same_tree(driver, server), f"at {width} px the page's tree is not /tree.json")
            # Back follows the policy, popLatest: exactly the detail goes, the list stays.
            driver.back()
            shows(driver, "Category shoes")
            idle(driver)
            after = stacks(server.tree())
            changed = [(old, new) for old, new in zip(before, after) if old != new]
            check(len(changed) == 1 and changed[0][1][1] == changed[0][0][1][:-1],
                  f"at {width} px back popped other than one entry: {changed}")
            check(panes(driver) == [["list", "Category shoes"]], f"at {width} px after back: {panes(driver)}")
            # The same detail again, for the next width.
            click(driver, "Item 42")
            shows(driver, "Item 42")
            WebDriverWait(driver, 10, poll_frequency=0.02).until(
                lambda d: len(panes(d)) == len(shown), f"the detail is back at {width} px")
            before = stacks(server.tree())
    finally:
        driver.quit()
        server.stop()
