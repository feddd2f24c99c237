"""Headless Chromium driven through Debian's chromium-driver (WebDriver over loopback), with the
standard library only. Used by the scripts that ask Chromium something: the PNG conformance
expectations and the live preview's latency benchmark.

    with Browser() as browser:
        browser.open("about:blank")
        browser.script("return 1 + 1")
"""
import json
import socket
import subprocess
import time
import urllib.request

ELEMENT = "element-6066-11e4-a52e-4f735466cecf"


class Browser:
    def __init__(self, width=1400, height=900):
        self.size = (width, height)

    def __enter__(self):
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.driver = subprocess.Popen(["chromedriver", f"--port={self.port}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            try:
                self._call("GET", "/status")
                break
            except OSError:
                time.sleep(0.1)
        arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--force-color-profile=srgb", "--window-size=%d,%d" % self.size]
        self.session = self._call("POST", "/session", {"capabilities": {"alwaysMatch": {
            "goog:chromeOptions": {"binary": "/usr/bin/chromium", "args": arguments}}}})["sessionId"]
        self._call("POST", f"/session/{self.session}/timeouts", {"script": 120000})
        return self

    def __exit__(self, *_):
        try:
            self._call("DELETE", f"/session/{self.session}")
        finally:
            self.driver.terminate()
            self.driver.wait()

    def _call(self, method, path, body=None):
        request = urllib.request.Request(
            f"http://127.0.0.1:{self.port}{path}", method=method,
            data=None if body is None else json.dumps(body).encode(), headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=180) as response:
            return json.load(response)["value"]

    def command(self, method, path, body=None):
        return self._call(method, f"/session/{self.session}/{path}", body)

    def open(self, url):
        self.command("POST", "url", {"url": url})

    def script(self, source, *arguments):
        return self.command("POST", "execute/sync", {"script": source, "args": list(arguments)})

    def async_script(self, source, *arguments):
        return self.command("POST", "execute/async", {"script": source, "args": list(arguments)})

    def wait(self, source, timeout=60, *arguments):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.script(source, *arguments):
                return
            time.sleep(0.01)
        raise TimeoutError(source)

    def drag(self, selector, dx, moves=20, duration_ms=1000):
        element = self.command("POST", "element", {"using": "css selector", "value": selector})[ELEMENT]
        actions = [{"type": "pointerMove", "origin": {ELEMENT: element}, "x": 0, "y": 0}, {"type": "pointerDown", "button": 0}]
        actions += [{"type": "pointerMove", "origin": "pointer", "x": dx // moves, "y": 0, "duration": duration_ms // moves}] * moves
        actions.append({"type": "pointerUp", "button": 0})
        self.command("POST", "actions", {"actions": [{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": actions}]})
