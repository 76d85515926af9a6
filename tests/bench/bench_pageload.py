#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Adjutant maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
"""The side page's load time (issue 18, item 8): navigation start to the first `state` painted, in Debian's
headless Chromium as a 360x740 phone, against `adjutant-cli serve` on loopback with the Lake Erie demo in its
Plot phase. Median of 20 loads (each a fresh navigation: the pages are served with Cache-Control: no-store),
once at the machine's speed (the target: at most 1 s) and once with the CPU slowed 4x (Chromium's
throttling, a slow phone; shown beside it). Run by hand or by scripts/bench:

    /usr/bin/python3 tests/bench/bench_pageload.py build/app/adjutant-cli
"""

import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'browser'))
import tablelink_browser as tb  # noqa: E402

LOADS = 5 if os.environ.get('ADJ_BENCH_QUICK') == '1' else 20  # scripts/bench --quick
TARGET_MS = 1000.0


def load_ms(driver, url):
    """One navigation; the page marks `adjutant-first-state` when its first state is painted."""
    driver.get(url)
    script = ('const m = performance.getEntriesByName("adjutant-first-state");'
              'return m.length ? m[0].startTime : null')
    return tb.wait_for(lambda: driver.execute_script(script), 'the first state painted', timeout=30)


def measure(driver, url, cpu_slowdown):
    driver.execute_cdp_cmd('Emulation.setCPUThrottlingRate', {'rate': cpu_slowdown})
    load_ms(driver, url)  # one warm-up: the browser's own start is not the page's load
    times = [load_ms(driver, url) for _ in range(LOADS)]
    return statistics.median(times), min(times), max(times)


def main():
    if len(sys.argv) != 2:
        print('usage: bench_pageload.py PATH/TO/adjutant-cli')
        return 2
    tb.require_chromium()
    cli = sys.argv[1]
    status = 0
    with tb.TempDir() as folder:
        battle = tb.make_wfa_battle(cli, folder)
        with tb.Server(cli, battle) as server:
            url = next(iter(server.sides.values()))
            driver = tb.chromium()
            try:
                for slowdown in (1, 4):
                    median, low, high = measure(driver, url, slowdown)
                    print('side page load, navigation start to first state painted (CPU x%d, %d loads): '
                          'median %.0f ms (min %.0f, max %.0f), target <= %.0f ms, ratio %.2f'
                          % (slowdown, LOADS, median, low, high, TARGET_MS, median / TARGET_MS))
                    if slowdown == 1:  # the target; the slow phone is shown beside it
                        print('FIGURE table link: a side\'s page loaded in headless Chromium | %.3f ms | %.3f ms | %.2f%s'
                              % (median, TARGET_MS, median / TARGET_MS, '' if median <= TARGET_MS else ' OVER'))
                        if median > TARGET_MS:
                            status = 1
            finally:
                driver.quit()
    return status


if __name__ == '__main__':
    started = time.monotonic()
    code = main()
    print('(%.1f s)' % (time.monotonic() - started))
    sys.exit(code)
