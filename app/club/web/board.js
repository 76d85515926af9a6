// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The club's board (docs/club.md): every table of the club and the campaign totals, live. Every
// word comes from the program in the language it runs in; every name is written as text.
'use strict';

let words = {};
let socket = null;
let retry = 1000;

function say(key, values) {
  let text = words[key] || key;
  for (const [k, v] of Object.entries(values || {}))
    text = text.split('{' + k + '}').join(String(v));
  return text;
}

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function when(iso) {
  if (!iso) return '';
  const d = new Date(iso);
  return isNaN(d) ? '' : d.toLocaleTimeString(document.documentElement.lang || undefined,
                                              {hour: '2-digit', minute: '2-digit'});
}

function tableCard(t) {
  const card = el('article', 'table');
  card.dataset.id = t.id;
  card.appendChild(el('h2', null, t.name));
  const where = [t.rulesetName, say('turn', {turn: t.turn}), t.phaseName].filter(Boolean).join(' · ');
  card.appendChild(el('p', 'where', where));
  if (t.state === 'ended')
    card.appendChild(el('p', 'ended', say('ended') + ' — ' + (t.winner ? say('winner', {side: t.winner}) : say('draw'))));
  const grid = el('table');
  const head = el('tr');
  head.appendChild(el('th', null, say('side')));
  head.appendChild(el('th', 'n', say('lost') + (t.lossMeasureName ? ' (' + t.lossMeasureName + ')' : '')));
  if (t.measure) head.appendChild(el('th', 'n', t.measureName || t.measure));
  grid.appendChild(head);
  for (const s of t.sides || []) {
    const row = el('tr');
    row.className = 'side';
    const name = el('td');
    const sw = el('span', 'swatch');
    if (/^#[0-9a-fA-F]{6}$/.test(s.color || '')) sw.style.backgroundColor = s.color;
    name.appendChild(sw);
    name.appendChild(document.createTextNode(s.name));
    row.appendChild(name);
    row.appendChild(el('td', 'n lost', String(s.lost)));
    if (t.measure) row.appendChild(el('td', 'n earned', String(s.earned)));
    grid.appendChild(row);
  }
  card.appendChild(grid);
  const last = t.last ? t.last.summary + ' — ' + when(t.last.at) : say('noAction');
  card.appendChild(el('p', 'last', say('last') + ': ' + last));
  return card;
}

function totalsSection(totals) {
  const box = document.getElementById('totals');
  box.replaceChildren();
  if (!totals || !totals.length) return;
  box.appendChild(el('h2', null, say('totals')));
  for (const r of totals) {
    const part = el('div', 'ruleset');
    part.dataset.ruleset = r.ruleset;
    const rule = r.rule === '12' ? say('rule12') : say('ruleTotal');
    part.appendChild(el('h3', null, r.rulesetName + ' — ' + (r.measureName || r.measure)));
    part.appendChild(el('p', 'rule', rule + ' · ' + say('battles', {battles: r.battles}) + ' · ' +
                        (r.leader ? say('leader', {side: r.leader}) : say('tie'))));
    const grid = el('table');
    for (const [side, n] of Object.entries(r.totals || {})) {
      const row = el('tr', 'total');
      row.appendChild(el('td', null, side));
      row.appendChild(el('td', 'n', String(n)));
      grid.appendChild(row);
    }
    part.appendChild(grid);
    box.appendChild(part);
  }
}

function show(view) {
  words = view.words || words;
  if (view.lang) document.documentElement.lang = view.lang;
  document.title = say('title', {club: view.club || ''});
  document.getElementById('title').textContent = document.title;
  const conn = document.getElementById('conn');
  conn.textContent = view.live ? say('live') : say('offline');
  conn.className = view.live ? 'conn' : 'conn lost';
  const tables = document.getElementById('tables');
  tables.replaceChildren();
  if (!view.tables || !view.tables.length)
    tables.appendChild(el('p', 'empty', say('noTables')));
  for (const t of view.tables || [])
    tables.appendChild(tableCard(t));
  totalsSection(view.totals);
  document.body.dataset.updated = String(Date.now());
}

function connect() {
  const conn = document.getElementById('conn');
  if (!conn.textContent) conn.textContent = '…';
  socket = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws');
  socket.onmessage = (m) => {
    retry = 1000;
    let view;
    try { view = JSON.parse(m.data); } catch (e) { return; }
    if (view.type === 'standings') show(view);
  };
  socket.onclose = () => {
    conn.className = 'conn lost';
    conn.textContent = say('connecting');
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 10000);
  };
}

connect();
