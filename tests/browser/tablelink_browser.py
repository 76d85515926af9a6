# SPDX-FileCopyrightText: 2026 The Adjutant maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
"""What the table link's browser tests and the page-load benchmark share: a Wars for America battle made
with adjutant-cli, `adjutant-cli serve` started and stopped, and Debian's headless Chromium at phone size
driven by python3-selenium (docs/tablelink.md)."""

import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time

CHROMIUM = '/usr/bin/chromium'
CHROMEDRIVER = '/usr/bin/chromedriver'
SOURCE_DIR = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
LAKE_ERIE = os.path.join(SOURCE_DIR, 'resolvers', 'wfanaval', 'demo', 'wfa-lake-erie.json')
SKIP = 77  # CTest's SKIP_RETURN_CODE for these tests


def require_chromium():
    """Skips (exit 77, with the reason) only when Debian's chromium or its driver is not installed."""
    missing = [p for p in (CHROMIUM, CHROMEDRIVER) if not os.path.exists(p)]
    if missing:
        print('SKIPPED: %s not installed (apt-get install chromium chromium-driver; scripts/test installs them)'
              % ' and '.join(missing))
        sys.exit(SKIP)


def cli_env(language='en'):
    env = dict(os.environ)
    env.update({'LANGUAGE': language, 'LC_ALL': 'C.UTF-8', 'QT_QPA_PLATFORM': 'offscreen'})
    return env


def run_cli(cli, args, language='en'):
    """Runs adjutant-cli ARGS --json and returns its JSON; a refusal fails with the command and its message."""
    done = subprocess.run([cli] + args + ['--json'], capture_output=True, text=True, env=cli_env(language),
                          timeout=60)
    try:
        out = json.loads(done.stdout)
    except ValueError:
        raise AssertionError('adjutant-cli %s printed no JSON (exit %d): %s %s'
                             % (' '.join(args), done.returncode, done.stdout[:500], done.stderr[:500]))
    if not out.get('ok'):
        raise AssertionError('adjutant-cli %s refused: %s' % (' '.join(args), json.dumps(out.get('error'))))
    return out


def make_wfa_battle(cli, folder):
    """Lake Erie (the Wars for America demo) in turn 1's Plot phase: the wind set (3.1) and rolled (4.1),
    which moves the turn on to the plots itself."""
    battle = os.path.join(folder, 'lake-erie.adjutant')
    run_cli(cli, ['new', '--battle', battle, '--scenario', LAKE_ERIE])
    run_cli(cli, ['track', '--battle', battle, '--set', 'wind=4'])
    run_cli(cli, ['resolve', '--battle', battle, '--action', 'wind-change', '--input', '{}', '--dice', '3',
                  '--apply'])
    return battle


class Server:
    """`adjutant-cli serve --battle F --port 0 --json`: its first line names the sides' addresses. With
    `descriptors`, the server starts with that soft RLIMIT_NOFILE (1,024 is the common default)."""

    def __init__(self, cli, battle, language='en', descriptors=None):
        def limit():
            if descriptors:
                hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
                resource.setrlimit(resource.RLIMIT_NOFILE, (descriptors, hard))
        self.process = subprocess.Popen([cli, 'serve', '--battle', battle, '--port', '0', '--address', '127.0.0.1',
                                         '--json'],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        text=True, env=cli_env(language), preexec_fn=limit)
        line = self.process.stdout.readline()
        try:
            self.info = json.loads(line)
        except ValueError:
            self.stop()
            raise AssertionError('adjutant-cli serve printed no JSON line: %r %s'
                                 % (line, self.process.stderr.read()[:1000]))
        if not self.info.get('ok'):
            self.stop()
            raise AssertionError('adjutant-cli serve refused: %s' % json.dumps(self.info))
        self.url = self.info['url']
        self.sides = {s['name']: s['url'] for s in self.info['sides']}

    def peak_mib(self):
        """The server's peak resident memory (VmHWM), in MiB."""
        with open('/proc/%d/status' % self.process.pid) as status:
            for line in status:
                if line.startswith('VmHWM:'):
                    return int(line.split()[1]) / 1024.0
        return 0.0

    def stop(self):
        """SIGTERM, as the referee's Ctrl+C: the server closes its pages and the battle file and exits."""
        if self.process.poll() is None:
            self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.errors = self.process.stderr.read()
        for stream in (self.process.stdin, self.process.stdout, self.process.stderr):
            stream.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()


def chromium(log_frames=False):
    """Headless Chromium as a 360x740 phone; with log_frames, every WebSocket frame lands in its log."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ('--headless=new', '--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu',
                '--window-size=360,740', '--no-first-run', '--disable-extensions'):
        options.add_argument(arg)
    options.add_experimental_option('mobileEmulation',
                                    {'deviceMetrics': {'width': 360, 'height': 740, 'pixelRatio': 1}})
    if log_frames:
        options.set_capability('goog:loggingPrefs', {'performance': 'ALL', 'browser': 'ALL'})
    return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)


def websocket_frames(driver):
    """The JSON messages the page received and sent over its WebSocket since the last call (the
    performance log), as (received, sent)."""
    received, sent = [], []
    for entry in driver.get_log('performance'):
        message = json.loads(entry['message'])['message']
        method = message.get('method')
        if method in ('Network.webSocketFrameReceived', 'Network.webSocketFrameSent'):
            payload = message['params']['response']['payloadData']
            try:
                frame = json.loads(payload)
            except ValueError:
                frame = {'unparsed': payload}
            (received if method.endswith('Received') else sent).append(frame)
    return received, sent


def wait_for(predicate, what, timeout=10.0):
    """Polls until predicate() is true; fails naming what was awaited."""
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        try:
            last = predicate()
            if last:
                return last
        except Exception as error:  # a page mid-render: try again
            last = error
        time.sleep(0.05)
    raise AssertionError('timed out after %.0f s waiting for %s (last: %r)' % (timeout, what, last))


class TempDir:
    def __enter__(self):
        self.path = tempfile.mkdtemp(prefix='adj-browser-')
        return self.path

    def __exit__(self, *exc):
        shutil.rmtree(self.path, ignore_errors=True)
