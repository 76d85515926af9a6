#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Adjutant maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
"""The club's board in a real browser (issue 34, docs/club.md): Debian's headless Chromium opens the
page `adjutant-cli club serve` serves (no code to type), sees every table of the club and the campaign
totals, and follows a table's action live (the table commits, its mirror sends, PostgreSQL NOTIFYs, the
board's WebSocket brings it). The club's server is the tests' throwaway cluster (scripts/club-server)."""

import json
import os
import subprocess
import sys
import unittest

from tablelink_browser import CHROMIUM, SKIP, TempDir, chromium, cli_env, require_chromium, run_cli, wait_for

CLI = os.environ.get('ADJ_CLI', 'adjutant-cli')

BATTLES = {
    'Chippawa': {'name': 'Chippawa', 'ruleset': 'fhg-land', 'victory': {'vpToWin': 5, 'turnLimit': 8},
                 'sides': [{'name': 'American', 'color': '#2b4c9b', 'counters': {'VP': 2},
                            'units': [{'name': '25th U.S.', 'type': 'regular', 'strength': 4, 'start': 4}]},
                           {'name': 'British', 'color': '#b22222', 'counters': {'VP': 1},
                            'units': [{'name': '100th Foot', 'type': 'regular', 'strength': 4, 'start': 4}]}]},
    'Lake Erie': {'name': 'Lake Erie', 'ruleset': 'wfa-naval',
                  'sides': [{'name': 'United States', 'counters': {'VP': 1}, 'units': []},
                            {'name': 'Royal Navy', 'counters': {'VP': 0}, 'units': []}]},
    'Cowpens': {'name': 'Cowpens', 'ruleset': 'oneifbyland',
                'sides': [{'name': 'Continentals', 'counters': {'VP': 3}, 'units': []},
                          {'name': 'Crown', 'counters': {'VP': 1}, 'units': []}]},
}


def cluster_dir():
    with open(os.environ['ADJ_CLUB_POINTER'], encoding='utf-8') as f:
        return f.read().strip()


def url(database, user):
    return 'postgresql:///%s?host=%s/sock&user=%s' % (database, cluster_dir(), user)


class ClubBoardPage(unittest.TestCase):
    def setUp(self):
        require_chromium()
        self.tmp = TempDir()
        self.folder = self.tmp.__enter__()
        os.environ['ADJ_CLUB_KEY_FILE'] = os.path.join(self.folder, 'laptop.key')
        psql = ['psql', '-h', cluster_dir() + '/sock', '-U', 'postgres', '-d', 'club', '-q', '-c']
        subprocess.run(psql + ['DROP DATABASE IF EXISTS board WITH (FORCE)'], check=True)
        subprocess.run(psql + ['CREATE DATABASE board'], check=True)
        run_cli(CLI, ['club', 'init', '--server', url('board', 'postgres'), '--club', 'Harbour'])
        self.battles = {}
        for name, scenario in BATTLES.items():
            source = os.path.join(self.folder, name + '.json')
            with open(source, 'w', encoding='utf-8') as f:
                json.dump(scenario, f)
            battle = os.path.join(self.folder, name + '.adjutant')
            run_cli(CLI, ['new', '--battle', battle, '--scenario', source])
            run_cli(CLI, ['club', 'join', '--battle', battle, '--server', url('board', 'adjutant_table'),
                          '--club', 'Harbour'])
            self.battles[name] = battle
        self.server = subprocess.Popen([CLI, 'club', 'serve', '--server', url('board', 'adjutant_board'),
                                        '--club', 'Harbour', '--port', '0', '--address', '127.0.0.1', '--json'],
                                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=cli_env())
        line = self.server.stdout.readline()
        try:
            self.port = json.loads(line)['port']
        except (ValueError, KeyError):
            self.server.kill()
            raise AssertionError('club serve printed no JSON line: %r %s' % (line, self.server.stderr.read()[:500]))
        self.driver = chromium()
        self.driver.set_window_size(1280, 720)

    def tearDown(self):
        self.driver.quit()
        self.server.kill()
        self.server.wait()
        self.server.stdout.close()
        self.server.stderr.close()
        self.tmp.__exit__(None, None, None)

    def cards(self):
        from selenium.webdriver.common.by import By
        return {c.find_element(By.TAG_NAME, 'h2').text: c.text
                for c in self.driver.find_elements(By.CSS_SELECTOR, 'article.table')}

    def test_every_table_and_a_table_action_live(self):
        from selenium.webdriver.common.by import By
        self.driver.get('http://127.0.0.1:%d/' % self.port)
        cards = wait_for(lambda: len(self.cards()) == 3 and self.cards(), 'the three tables on the board')
        self.assertIn('For Honor and Glory', cards['Chippawa'])
        self.assertIn('Turn 1', cards['Lake Erie'])
        self.assertIn('Continentals', cards['Cowpens'])
        totals = self.driver.find_element(By.ID, 'totals').text
        self.assertIn('Campaign totals', totals)
        self.assertIn('rule 12', totals)
        self.assertEqual(self.driver.find_element(By.ID, 'conn').text, 'live')
        # A table's action: Chippawa's American regulars lose 2 MP; the board follows without a reload.
        run_cli(CLI, ['edit-unit', '--battle', self.battles['Chippawa'], '--unit', '25th U.S.', '--strength', '2'])
        run_cli(CLI, ['club', 'sync', '--battle', self.battles['Chippawa']])
        from selenium.common.exceptions import StaleElementReferenceException

        def lost():  # each side's losses as the board shows them ({} while it draws them anew)
            try:
                rows = self.driver.find_elements(By.CSS_SELECTOR, 'article.table[data-id] tr.side')
                return {r.find_elements(By.TAG_NAME, 'td')[0].text: r.find_elements(By.TAG_NAME, 'td')[1].text
                        for r in rows}
            except StaleElementReferenceException:
                return {}
        wait_for(lambda: lost().get('American') == '2' and lost(), 'the action on the board', timeout=15)
        self.assertIn('25th U.S.', self.cards()['Chippawa'])  # the last action, named
        self.assertEqual(lost()['British'], '0')


if __name__ == '__main__':
    unittest.main()
