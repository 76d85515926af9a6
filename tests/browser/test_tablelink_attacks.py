# SPDX-FileCopyrightText: 2026 The Adjutant maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
"""The table link in a real browser against a hostile network and a changing battle file (issue 32), with
headless Chromium as a 360x740 phone against `adjutant-cli serve`, over loopback only, bounded in count and
time: a side's page loads within a second while 2,000 connections sit idle and ten send 100 MB headers, and
the server stays under 100 MB; a code renewed by another program closes the open page within a second; a
choice sent after the battle file was deleted is refused, not acknowledged, and nothing is left beside it;
two servers on one battle show the same states; a flood of binary messages is closed like one of text.

Run by CTest (tests/browser/CMakeLists.txt) with ADJ_CLI set to adjutant-cli; one test case a CTest test."""

import os
import resource
import socket
import sys
import threading
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tablelink_browser as tb  # noqa: E402

US, RN = 'United States', 'Royal Navy'
PLOTS = {US: ['S', 'R', 'S'], RN: ['L', 'S', 'X', 'S']}
FIRST_STATE = ('const m = performance.getEntriesByName("adjutant-first-state");'
               'return m.length ? m[0].startTime : null')


def open_idle(port, count):
    """`count` connections that send nothing, twenty from each of the loopback addresses 127.0.0.2 on
    (127.0.0.0/8 is all this machine's); not waited for, as an attacker would not."""
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    sockets = []
    for i in range(count):
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.bind(('127.0.0.%d' % (2 + i // 20), 0))
        s.setblocking(False)
        s.connect_ex(('127.0.0.1', port))
        sockets.append(s)
    return sockets


class HeaderFlood(threading.Thread):
    """A header that never ends, up to 100 MB a connection, from its own address; again each time the
    server closes the connection, until stopped. Counts the 431 refusals it read."""

    def __init__(self, port, source):
        super().__init__(daemon=True)
        self.port, self.source = port, source
        self.going = True
        self.refusals = 0

    def run(self):
        chunk = b'a' * 65536
        while self.going:
            s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            s.settimeout(2)
            try:
                s.bind((self.source, 0))
                s.connect(('127.0.0.1', self.port))
                s.sendall(b'GET / HTTP/1.1\r\nHost: table\r\nX-Padding: ')
                sent = 0
                while self.going and sent < 100_000_000:
                    s.sendall(chunk)
                    sent += len(chunk)
            except OSError:
                pass
            try:
                s.settimeout(0.5)
                if s.recv(64).startswith(b'HTTP/1.1 431'):
                    self.refusals += 1
            except OSError:
                pass
            s.close()


class TableLinkAttacks(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.cli = os.environ['ADJ_CLI']

    def setUp(self):
        self.tmp = tb.TempDir()
        self.folder = self.tmp.__enter__()
        self.battle = tb.make_wfa_battle(self.cli, self.folder)
        self.drivers = []

    def tearDown(self):
        for driver in self.drivers:
            driver.quit()
        self.tmp.__exit__()

    def browser(self):
        driver = tb.chromium()
        self.drivers.append(driver)
        return driver

    def conn(self, driver):
        return driver.execute_script('const e = document.getElementById("conn"); return e ? e.className : ""')

    def test_page_loads_under_attack(self):
        """2,000 idle connections and ten 100 MB headers against a server started with 1,024 descriptors."""
        with tb.Server(self.cli, self.battle, descriptors=1024) as server:
            idle = open_idle(server.info['port'], 2000)
            floods = [HeaderFlood(server.info['port'], '127.0.0.%d' % (200 + i)) for i in range(10)]
            for flood in floods:
                flood.start()
            try:
                driver = self.browser()
                driver.set_page_load_timeout(10)
                time.sleep(1)  # the attack in full swing
                driver.get(server.sides[US])
                load = tb.wait_for(lambda: driver.execute_script(FIRST_STATE), 'the first state painted', timeout=10)
                self.assertLess(load, 1000.0, 'the page took %.0f ms under attack' % load)
                tb.wait_for(lambda: all(f.refusals >= 1 for f in floods), 'every 100 MB header refused', timeout=15)
                peak = server.peak_mib()
                print('page loaded under attack in %.0f ms; the server\'s peak %.0f MiB' % (load, peak))
                self.assertLess(peak, 100.0, 'the server grew to %.0f MiB' % peak)
            finally:
                for flood in floods:
                    flood.going = False
                for flood in floods:
                    flood.join(timeout=5)
                for s in idle:
                    s.close()

    def test_renewed_code_closes_open_page(self):
        """`adjutant-cli link renew` in another process: the open page says so within a second, and a binary
        flood from a page is closed like a text one (4429)."""
        with tb.Server(self.cli, self.battle) as server:
            driver = self.browser()
            driver.get(server.sides[US])
            tb.wait_for(lambda: self.conn(driver) == 'conn conn-connected', 'the page connected')
            driver.execute_script(
                'window.floodClosed = null;'
                'const ws = new WebSocket(location.href.replace("http", "ws") + "ws");'
                'ws.onopen = () => { for (let i = 0; i < 30; i++) ws.send(new Uint8Array([1, 2])); };'
                'ws.onclose = (e) => { window.floodClosed = e.code; };')
            tb.wait_for(lambda: driver.execute_script('return window.floodClosed'), 'the binary flood closed')
            self.assertEqual(driver.execute_script('return window.floodClosed'), 4429)
            tb.run_cli(self.cli, ['link', 'renew', '--battle', self.battle, '--side', US])
            renewed = time.monotonic()
            tb.wait_for(lambda: self.conn(driver) == 'conn conn-revoked', 'the page told its code was renewed',
                        timeout=5)
            self.assertLess(time.monotonic() - renewed, 1.0)

    def test_deleted_file_refuses_choice(self):
        """The battle file deleted under the server: a choice sent then is refused, never sealed; the page says
        why; nothing is left beside the file."""
        with tb.Server(self.cli, self.battle) as server:
            driver = self.browser()
            driver.get(server.sides[US])
            tb.wait_for(lambda: driver.execute_script('return document.querySelectorAll("#form .key").length'),
                        'the plot form')
            for marker in PLOTS[US]:
                driver.execute_script('document.querySelector(\'#form .key[data-marker="%s"]\').click()' % marker)
            os.remove(self.battle)
            # The server may hear of the deletion first and take the form away before the page sends:
            # the choice is refused either way, which is what the rest checks.
            driver.execute_script('const send = document.querySelector("#form .send"); if (send) send.click();')
            failure = tb.wait_for(lambda: driver.execute_script(
                'const e = document.getElementById("failure"); return e && !e.hidden ? e.textContent : null'),
                'the page told the file went', timeout=5)
            self.assertIn(self.battle, failure)
            self.assertIsNone(driver.execute_script('return document.querySelector("#mine .markers")'),
                              'a choice shown as sent after the file was deleted')
            self.assertIsNone(driver.execute_script('return document.querySelector("#form .send")'),
                              'the form still offered')
        self.assertIn(self.battle, server.errors)
        self.assertEqual(sorted(os.listdir(self.folder)), [], 'left beside the deleted battle')

    def test_two_servers_show_same_states(self):
        """A plot sealed through one server shows on a page of the other within a second."""
        states = ('return Object.fromEntries(Array.from(document.querySelectorAll("#sides li"), li => '
                  '[li.querySelector(".side-name").textContent, li.className.replace("side side-", "")]))')
        with tb.Server(self.cli, self.battle) as first, tb.Server(self.cli, self.battle) as second:
            driver = self.browser()
            driver.get(second.sides[RN])
            tb.wait_for(lambda: driver.execute_script(states) == {US: 'waiting', RN: 'waiting'},
                        'both sides waiting on the second server')
            watcher = driver.current_window_handle
            driver.switch_to.new_window('tab')
            driver.get(first.sides[US])
            tb.wait_for(lambda: driver.execute_script('return document.querySelectorAll("#form .key").length'),
                        'the plot form on the first server')
            for marker in PLOTS[US]:
                driver.execute_script('document.querySelector(\'#form .key[data-marker="%s"]\').click()' % marker)
            driver.execute_script('document.querySelector("#form .send").click()')
            tb.wait_for(lambda: driver.execute_script(states).get(US) == 'sealed',
                        'the plot sealed through the first server')
            sealed = time.monotonic()
            driver.switch_to.window(watcher)
            tb.wait_for(lambda: driver.execute_script(states).get(US) == 'sealed',
                        'the second server showing the plot sealed', timeout=5)
            self.assertLess(time.monotonic() - sealed, 1.0)


if __name__ == '__main__':
    tb.require_chromium()
    unittest.main(verbosity=2)
