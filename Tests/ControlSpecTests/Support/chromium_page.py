#!/usr/bin/env python3
"""Open a page in headless Chromium and wait for JavaScript expressions to become true.

    chromium_page.py CHROMIUM PROFILE_DIR URL EXPRESSION [EXPRESSION ...]

Chromium is driven over its DevTools protocol on a pipe (--remote-debugging-pipe), with the
Python standard library alone. The page is opened, then each expression is evaluated in the page
every 0.1 s until its value is truthy (or 20 s pass); its value is printed as one JSON line and
flushed, so a caller can change files between two expressions (the page reloading meanwhile is
fine: the next evaluation runs in the new document). Exit status 0 when every expression became
truthy, 1 on a timeout (reason on standard error), 2 on a usage or protocol error.
"""
import json
import os
import select
import subprocess
import sys
import time

TIMEOUT = 20.0


class Browser:
    def __init__(self, chromium, profile):
        to_chromium_read, self.to_chromium = os.pipe()
        self.from_chromium, from_chromium_write = os.pipe()

        def connect():
            os.dup2(to_chromium_read, 3)
            os.dup2(from_chromium_write, 4)

        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--user-data-dir=" + profile, "about:blank"],
            pass_fds=(3, 4), preexec_fn=connect, stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chromium_read)
        os.close(from_chromium_write)
        self.buffer = b""
        self.last_id = 0

    def call(self, method, params=None, session=None, deadline=None):
        self.last_id += 1
        message = {"id": self.last_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_chromium, json.dumps(message).encode() + b"\0")
        deadline = deadline or time.time() + TIMEOUT
        while True:
            while b"\0" in self.buffer:
                raw, self.buffer = self.buffer.split(b"\0", 1)
                reply = json.loads(raw)
                if reply.get("id") == self.last_id:
                    return reply
            remaining = deadline - time.time()
            if remaining <= 0 or not select.select([self.from_chromium], [], [], remaining)[0]:
                raise TimeoutError(method)
            chunk = os.read(self.from_chromium, 1 << 16)
            if not chunk:
                raise RuntimeError("chromium closed the pipe")
            self.buffer += chunk

    def close(self):
        self.process.kill()
        self.process.wait()


def main():
    if len(sys.argv) < 5:
        print(__doc__, file=sys.stderr)
        return 2
    chromium, profile, url, expressions = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
    browser = Browser(chromium, profile)
    try:
        targets = browser.call("Target.getTargets")["result"]["targetInfos"]
        page = next(t["targetId"] for t in targets if t["type"] == "page")
        session = browser.call("Target.attachToTarget", {"targetId": page, "flatten": True})["result"]["sessionId"]
        browser.call("Page.navigate", {"url": url}, session)
        for expression in expressions:
            deadline = time.time() + TIMEOUT
            while True:
                reply = browser.call("Runtime.evaluate", {"expression": expression, "returnByValue": True}, session, deadline)
                value = reply.get("result", {}).get("result", {}).get("value")
                if value:
                    print(json.dumps(value, sort_keys=True), flush=True)
                    break
                if time.time() > deadline:
                    print("timeout waiting for: " + expression, file=sys.stderr)
                    return 1
                time.sleep(0.1)
        return 0
    except TimeoutError as error:
        print("timeout in the DevTools call " + str(error), file=sys.stderr)
        return 1
    finally:
        browser.close()


if __name__ == "__main__":
    sys.exit(main())
