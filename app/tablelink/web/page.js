// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The side page of the table link (docs/tablelink.md): the side's live players' report and, when the
// phase asks for a secret choice, its form. Every word comes from the server's `strings`; every name is
// written with textContent; the page keeps nothing but an unacknowledged submission (sessionStorage).
'use strict';

(() => {
    const token = location.pathname.split('/')[2] || '';
    const pendingKey = 'adjutant.tablelink.pending.' + token;
    const page = {
        socket: null, state: null, strings: {}, seq: null, conn: 'connecting', delay: 1000,
        retryTimer: 0, pingTimer: 0, pongTimer: 0, stopped: false,
        drafts: {}, formKey: null, formSealed: false, refusal: null,
    };

    // --- words ---------------------------------------------------------------------------------

    // The server's text for a key with {placeholders} filled in; the key itself when it has none.
    function t(key, args) {
        const known = Object.prototype.hasOwnProperty.call(page.strings, key);
        if (!known && page.state) noteMissing(key);
        const text = known ? String(page.strings[key]) : key;
        return text.replace(/\{(\w+)\}/g, (m, name) => (args && name in args ? String(args[name]) : m));
    }

    // Keys the server's strings lack, on <body data-missing-strings> for the browser tests and whoever looks.
    function noteMissing(key) {
        const missing = new Set((document.body.dataset.missingStrings || '').split(' ').filter(Boolean));
        missing.add(key);
        document.body.dataset.missingStrings = Array.from(missing).sort().join(' ');
    }

    // A word the data gives (a state, a loss in words): translated when the server has it, else as given.
    function word(prefix, value) {
        const key = prefix + value;
        return Object.prototype.hasOwnProperty.call(page.strings, key) ? String(page.strings[key]) : String(value);
    }

    function el(tag, className, text) {
        const node = document.createElement(tag);
        if (className) node.className = className;
        if (text !== undefined && text !== null) node.textContent = String(text);
        return node;
    }

    function button(text, className, onClick) {
        const b = el('button', className, text);
        b.type = 'button';
        b.addEventListener('click', onClick);
        return b;
    }

    function byId(id) {
        return document.getElementById(id);
    }

    // --- the connection --------------------------------------------------------------------------

    function socketUrl() {
        const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
        return scheme + '//' + location.host + '/s/' + encodeURIComponent(token) + '/ws';
    }

    function connect() {
        clearTimeout(page.retryTimer);
        if (page.stopped || (page.socket && page.socket.readyState <= WebSocket.OPEN)) return;
        const socket = new WebSocket(socketUrl());
        page.socket = socket;
        socket.addEventListener('open', () => onOpen(socket));
        socket.addEventListener('message', (event) => onMessage(socket, event));
        socket.addEventListener('close', (event) => onClose(socket, event));
    }

    function onOpen(socket) {
        if (socket !== page.socket) return;
        const pending = loadPending();
        if (pending) send({type: 'submit', id: pending.id, formKey: pending.formKey, inputs: pending.inputs});
        clearInterval(page.pingTimer);
        page.pingTimer = setInterval(ping, 25000);
    }

    // A phone that slept may hold a socket that is gone: no pong within 10 s closes it, and it reconnects.
    function ping() {
        if (!send({type: 'ping'})) return;
        clearTimeout(page.pongTimer);
        page.pongTimer = setTimeout(() => {
            const dead = page.socket; // its closing handshake may never end: drop it and go on at once
            page.socket = null;
            if (dead) dead.close();
            lost(1006);
        }, 10000);
    }

    function onClose(socket, event) {
        if (socket !== page.socket) return;
        page.socket = null;
        lost(event.code);
    }

    function lost(code) {
        clearInterval(page.pingTimer);
        clearTimeout(page.pongTimer);
        if (code === 4401) {
            page.stopped = true;
            setConn('revoked');
            return;
        }
        setConn('reconnecting');
        page.retryTimer = setTimeout(connect, page.delay);
        page.delay = Math.min(page.delay * 2, 8000);
    }

    // Back on the network or on screen: try at once instead of waiting for the next retry.
    function reconnectNow() {
        if (!page.socket && !page.stopped && document.visibilityState !== 'hidden') connect();
    }

    function send(message) {
        if (!page.socket || page.socket.readyState !== WebSocket.OPEN) return false;
        page.socket.send(JSON.stringify(message));
        return true;
    }

    function onMessage(socket, event) {
        if (socket !== page.socket) return;
        let message;
        try {
            message = JSON.parse(event.data);
        } catch (e) {
            return;
        }
        if (typeof message.seq === 'number') page.seq = message.seq;
        clearTimeout(page.pongTimer);
        const handlers = {state: onState, ack: onAck, refused: onRefused, error: onError};
        if (handlers[message.type]) handlers[message.type](message);
        renderSeq();
    }

    function onState(message) {
        page.delay = 1000;
        const first = !page.state;
        page.state = message;
        page.strings = message.strings && typeof message.strings === 'object' ? message.strings : {};
        setConn('connected');
        render();
        // Navigation start to the first state painted (the frame after it is drawn): what
        // tests/bench/bench_pageload.py measures.
        if (first && window.performance && performance.mark)
            requestAnimationFrame(() => setTimeout(() => performance.mark('adjutant-first-state'), 0));
    }

    // Sealed: the form starts afresh (a new send replaces the sealed choice until the reveal).
    function onAck(message) {
        const pending = loadPending();
        const acked = pending && pending.id === message.id ? pending : null;
        if (acked) savePending(null);
        page.refusal = null;
        const form = page.state && page.state.form;
        if (form && acked && acked.formKey === form.key) {
            delete page.drafts[form.key];
            drawForm();
        }
        renderMine();
        renderFormNotes();
    }

    function onRefused(message) {
        const pending = loadPending();
        if (pending && pending.id === message.id) savePending(null);
        page.refusal = message.error || {message: t('refused')};
        renderMine();
        renderFormNotes();
    }

    function onError(message) {
        page.refusal = message.error || {message: ''};
        renderFormNotes();
    }

    function setConn(conn) {
        page.conn = conn;
        const line = byId('conn');
        line.textContent = t(conn);
        line.className = 'conn conn-' + conn;
    }

    // --- the submission ------------------------------------------------------------------------

    function loadPending() {
        try {
            const pending = JSON.parse(sessionStorage.getItem(pendingKey) || 'null');
            return pending && typeof pending.id === 'string' ? pending : null;
        } catch (e) {
            return null;
        }
    }

    function savePending(pending) {
        try {
            if (pending) sessionStorage.setItem(pendingKey, JSON.stringify(pending));
            else sessionStorage.removeItem(pendingKey);
        } catch (e) {
            // Private browsing without storage: the submission still goes out, only a reload forgets it.
        }
    }

    // 128 random bits in hex: an id the server counts once however often a reconnect resends it.
    function newId() {
        const bytes = new Uint8Array(16);
        crypto.getRandomValues(bytes);
        return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    }

    function submit(inputs) {
        const form = page.state && page.state.form;
        if (!form) return;
        const pending = {id: newId(), formKey: form.key, inputs};
        savePending(pending);
        page.refusal = null;
        send({type: 'submit', id: pending.id, formKey: pending.formKey, inputs: pending.inputs});
        renderMine();
        renderFormNotes();
    }

    // --- rendering -----------------------------------------------------------------------------

    function render() {
        const s = page.state;
        const battle = s.battle || {};
        const side = s.side || {};
        document.documentElement.lang = s.lang || '';
        document.title = t('title') + ' · ' + (side.name || '');
        byId('side-name').textContent = side.name || '';
        byId('battle-name').textContent = battle.name || '';
        byId('battle-when').textContent = t('turn') + ' ' + battle.turn + (battle.phase ? ' · ' + battle.phase : '');
        renderFailure(s.failure);
        renderSides(s.sides || []);
        renderForm(s.form);
        renderMine();
        renderReport(s.report);
    }

    // The battle file is no longer the one served (deleted, moved, replaced): the server's words.
    function renderFailure(failure) {
        const box = byId('failure');
        box.hidden = !failure;
        box.textContent = failure ? String(failure) : '';
    }

    function renderSeq() {
        byId('seq').textContent = page.seq === null ? '' : t('seq') + ' ' + page.seq;
    }

    function renderSides(sides) {
        const list = byId('sides');
        list.setAttribute('aria-label', t('sides'));
        list.replaceChildren();
        for (const side of sides) {
            const item = el('li', 'side side-' + side.state);
            item.append(el('span', 'side-name', side.name), el('span', 'side-state', word('state.', side.state)));
            list.append(item);
        }
    }

    function renderForm(form) {
        const box = byId('form');
        if (!form) {
            page.formKey = null;
            const mine = page.state.mine && page.state.mine.sealed;
            box.hidden = !!mine;
            box.replaceChildren(el('p', 'hint', t('nothingAsked')));
            return;
        }
        box.hidden = false;
        const sealed = !!(page.state.mine && page.state.mine.sealed);
        if (page.formKey === form.key && page.formSealed === sealed && box.firstChild) {
            renderFormNotes();
            return; // the same question: keep what the player is typing
        }
        // A new question clears an old refusal, except `stale`: it says why the form changed under the player.
        if (page.formKey !== form.key && !(page.refusal && page.refusal.code === 'stale')) page.refusal = null;
        page.formKey = form.key;
        page.formSealed = sealed;
        drawForm();
    }

    // The form as its rule set declares it (form.js); the page keeps the player's values per form key.
    const forms = window.adjutantForms({el, button, t});

    function drawForm() {
        const form = page.state.form;
        const notes = el('p', 'notes');
        notes.id = 'form-notes';
        notes.setAttribute('role', 'alert');
        forms.draw(byId('form'), form, draft(form), notes, submit, drawForm);
        renderFormNotes();
    }

    function draft(form) {
        if (!page.drafts[form.key]) page.drafts[form.key] = forms.initial(form);
        return page.drafts[form.key];
    }

    // What is under the form: a refusal's message (naming the input), or that a choice is on its way.
    function renderFormNotes() {
        const notes = byId('form-notes');
        if (!notes) return;
        const refusal = page.refusal;
        notes.className = refusal ? 'notes refusal' : 'notes';
        if (refusal) {
            const where = refusal.input ? refusal.input + ': ' : '';
            notes.textContent = t('refused') + ' — ' + where + String(refusal.message || '');
        } else {
            notes.textContent = loadPending() ? t('sending') : '';
        }
    }

    // The side's own sealed choice: only ever sent to this side's pages, hidden from everyone else.
    function renderMine() {
        const box = byId('mine');
        const mine = page.state && page.state.mine;
        const pending = loadPending();
        box.hidden = !(mine && mine.sealed) && !pending;
        box.replaceChildren();
        if (box.hidden) return;
        const inputs = mine && mine.sealed ? mine.inputs || {} : pending.inputs;
        box.append(forms.describe(page.state && page.state.form, inputs));
        box.append(el('p', 'mine-state', t(mine && mine.sealed ? 'sent' : 'sending')));
        if (mine && mine.sealed && page.state.form) box.append(el('p', 'hint', t('resend')));
    }

    // --- the players' report (adjutant-cli summary --side S --json): rendered generically ------------
    // Own side exact, the enemy as the report gives it (its losses in words): the page adds nothing.

    const hiddenFields = new Set(['name', 'color', 'exact', 'casualtiesPerTurn', 'strengthPerTurn',
                                  'strengthBegan']);

    function renderReport(report) {
        const box = byId('report');
        const summary = report && typeof report === 'object' ? report.summary || report : null;
        box.hidden = !summary;
        box.replaceChildren();
        if (!summary) return;
        box.append(el('h2', null, t('report') + ' · ' + t('turn') + ' ' + summary.turn));
        for (const side of summary.sides || []) box.append(reportSide(side));
        for (const field of ['counters', 'bookkeeping', 'resolutions', 'notes']) {
            if (Array.isArray(summary[field]) && summary[field].some((item) => plain(item) !== ''))
                box.append(reportField(field, summary[field]));
        }
    }

    function reportSide(side) {
        const card = el('div', side.exact ? 'report-side own' : 'report-side enemy');
        const title = el('h3');
        if (/^#[0-9a-fA-F]{6}$/.test(side.color || '')) {
            const swatch = el('span', 'swatch');
            swatch.style.backgroundColor = side.color;
            title.append(swatch);
        }
        title.append(document.createTextNode(side.name || ''), el('span', 'whose', t(side.exact ? 'ownSide' : 'enemy')));
        card.append(title);
        const fields = Object.keys(side).sort((a, b) => fieldRank(a) - fieldRank(b) || (a < b ? -1 : 1));
        for (const field of fields) {
            const value = side[field];
            if (hiddenFields.has(field) || value === null || value === false) continue;
            // The full strength only where it differs from the strength now (issue 31).
            if (field === 'strengthStart' && value === side.strength) continue;
            if (Array.isArray(value) && value.every((item) => plain(item) === '')) continue;
            card.append(reportField(field, value));
        }
        return card;
    }

    // The lines a player looks for first; any other field follows by name.
    // At the start - lost + regained = now, as the summary's columns read.
    const fieldOrder = ['losses', 'atStart', 'lost', 'regained', 'strength', 'strengthStart', 'lostSoFar', 'inDisorder',
                        'unitLosses', 'markersPlaced', 'markersLifted', 'counters', 'leaders', 'units'];

    function fieldRank(field) {
        const rank = fieldOrder.indexOf(field);
        return rank < 0 ? fieldOrder.length : rank;
    }

    function reportField(field, value) {
        const row = el('div', Array.isArray(value) ? 'field-row field-list' : 'field-row');
        row.append(el('span', 'field-name', t(field)), el('span', 'field-value', ''));
        const out = row.lastChild;
        if (field === 'losses' && typeof value === 'string') out.textContent = word('losses.', value);
        else if (Array.isArray(value)) out.append(listOf(value));
        else out.textContent = plain(value);
        return row;
    }

    function listOf(items) {
        const list = el('ul', 'items');
        for (const item of items) {
            const text = plain(item);
            if (text !== '') list.append(el('li', null, text)); // never an empty bullet
        }
        return list;
    }

    // One line for an item of the report: a counter "VP 0 → 1", a unit's loss, "unit: marker", a line's text.
    function plain(value) {
        if (value === null || value === undefined) return '';
        if (typeof value === 'boolean') return t(value ? 'yes' : 'no');
        if (typeof value !== 'object') return String(value);
        if (Array.isArray(value)) return value.map(plain).join(', ');
        if ('kind' in value && 'before' in value && 'after' in value)
            return word('counter.', value.kind) + ' ' + value.before + ' → ' + value.after;
        if ('unit' in value && 'lost' in value) {
            const full = value.strengthStart !== undefined && value.strengthStart !== value.strength;
            return t(full ? 'unitLossFull' : 'unitLoss',
                     {unit: value.unit, atStart: value.atStart, lost: value.lost, strength: value.strength,
                      start: value.strengthStart, regained: value.regained || 0});
        }
        const name = value.label || value.result || value.text || value.unit || value.leader || value.name || '';
        const detail = value.marker !== undefined ? word('marker.', value.marker)
                                                  : value.status !== undefined ? word('status.', value.status) : '';
        return detail && name ? name + ': ' + detail : String(name || detail);
    }

    // --- start ---------------------------------------------------------------------------------

    setConn('connecting');
    window.addEventListener('online', reconnectNow);
    document.addEventListener('visibilitychange', reconnectNow);
    connect();
})();
