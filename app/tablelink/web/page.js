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

    // --- a form drawn from its declaration (docs/tablelink.md "Forms") ---------------------------
    // The form is `title`, `help` and `fields`; each field's kind has a builder below and a value the
    // choice carries under the field's id. The page knows no rule set: every word is the form's own.

    function fieldsOf(form) {
        return form && Array.isArray(form.fields) ? form.fields : [];
    }

    function optionsOf(field) {
        return Array.isArray(field.options) ? field.options : [];
    }

    function drawForm() {
        const form = page.state.form;
        const box = byId('form');
        const fields = fieldsOf(form);
        const known = fields.length > 0 && fields.every((f) => kinds[f.kind]);
        box.replaceChildren(el('h2', null, known && form.title ? form.title : t('formUnknown')));
        if (known && form.help) box.append(el('p', 'hint', form.help));
        const notes = el('p', 'notes');
        notes.id = 'form-notes';
        notes.setAttribute('role', 'alert');
        box.append(notes);
        if (!known) {
            box.append(el('p', null, t('formUnknown')));
            renderFormNotes();
            return;
        }
        const d = draft(form);
        const send = sendButton(false, () => {
            const inputs = {};
            for (const field of fields) inputs[field.id] = kinds[field.kind].value(field, d[field.id]);
            return inputs;
        });
        const check = () => { send.disabled = !fields.every((f) => kinds[f.kind].valid(f, d[f.id])); };
        const ctx = {redraw: drawForm, check};
        for (const field of fields) box.append(kinds[field.kind].build(field, d, ctx));
        check();
        box.append(send);
        renderFormNotes();
    }

    // What the player has entered so far on this form, by field id; kept while the form's key stays.
    function draft(form) {
        if (!page.drafts[form.key]) {
            const d = {};
            for (const field of fieldsOf(form)) d[field.id] = kinds[field.kind].initial(field);
            page.drafts[form.key] = d;
        }
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

    function sendButton(enabled, inputs) {
        const b = button(t('send'), 'send', () => submit(inputs()));
        b.disabled = !enabled;
        return b;
    }

    // A field's label and help above what is built for it.
    function block(field, className) {
        const box = el('div', 'block ' + className);
        if (field.label) box.append(el('p', 'block-label', field.label));
        if (field.help) box.append(el('p', 'hint', field.help));
        return box;
    }

    function labelled(text, control, className) {
        const label = el('label', className ? 'field ' + className : 'field');
        label.append(el('span', 'field-label', text), control);
        return label;
    }

    function symbolOf(field, id) {
        const option = optionsOf(field).find((o) => o.id === id);
        return option ? String(option.symbol || option.label) : String(id);
    }

    function labelOf(field, id) {
        const option = optionsOf(field).find((o) => o.id === id);
        return option ? String(option.label) : String(id);
    }

    // A sequence: options picked one after another into `max` slots, at most `maxEach` of one.
    function buildSequence(field, d, ctx) {
        const box = block(field, 'sequence');
        const max = Number(field.max) || 0;
        const each = Number(field.maxEach) || max;
        const picked = d[field.id] = d[field.id].slice(0, max);
        const row = el('div', 'plot-row');
        row.setAttribute('aria-label', field.label || '');
        for (let i = 0; i < max; i++) {
            const id = picked[i];
            row.append(el('span', id !== undefined ? 'slot filled' : 'slot', id !== undefined ? symbolOf(field, id) : '·'));
        }
        const keys = el('div', 'keys');
        for (const option of optionsOf(field)) {
            const used = picked.filter((m) => m === option.id).length;
            const b = button('', 'key', () => { picked.push(option.id); ctx.redraw(); });
            if (option.symbol) b.append(el('span', 'key-letter', option.symbol));
            b.append(el('span', 'key-word', option.label));
            b.disabled = picked.length >= max || used >= each;
            b.dataset.marker = String(option.id);
            keys.append(b);
        }
        const edit = el('div', 'edit');
        const back = button(t('back'), 'small', () => { picked.pop(); ctx.redraw(); });
        const clear = button(t('clear'), 'small', () => { picked.length = 0; ctx.redraw(); });
        back.disabled = clear.disabled = picked.length === 0;
        edit.append(back, clear);
        box.append(row, keys, edit);
        return box;
    }

    // Rows the player adds and removes, each made of its columns (picks, ticks, texts).
    function buildRows(field, d, ctx) {
        const box = block(field, 'rows');
        const columns = Array.isArray(field.columns) ? field.columns.filter((c) => kinds[c.kind] && c.kind !== 'rows'
                                                                               && c.kind !== 'sequence') : [];
        const rows = d[field.id];
        const list = el('div', 'row-list');
        rows.forEach((values, index) => {
            const row = el('div', 'row-item');
            for (const column of columns) row.append(kinds[column.kind].control(column, values, ctx));
            row.append(button(field.remove || '−', 'small', () => { rows.splice(index, 1); ctx.redraw(); }));
            list.append(row);
        });
        if (rows.length === 0 && field.empty) list.append(el('p', 'hint', field.empty));
        const max = Number(field.max) || 0;
        const add = button(field.add || '+', 'small', () => {
            const values = {};
            for (const column of columns) values[column.id] = kinds[column.kind].initial(column);
            rows.push(values);
            ctx.redraw();
        });
        add.disabled = (max > 0 && rows.length >= max) ||
                       columns.some((c) => c.kind === 'pick' && optionsOf(c).length === 0);
        box.append(list, add);
        return box;
    }

    // One of the field's options, in a list box; `values[field.id]` holds the option's id.
    function pickControl(field, values, ctx) {
        const select = el('select');
        optionsOf(field).forEach((option, index) => {
            const item = el('option', null, option.label);
            item.value = String(index);
            item.selected = option.id === values[field.id];
            select.append(item);
        });
        select.addEventListener('change', () => {
            const option = optionsOf(field)[Number(select.value)];
            values[field.id] = option ? option.id : null;
            ctx.check();
        });
        return labelled(field.label || '', select, 'pick');
    }

    function tickControl(field, values, ctx) {
        const tick = el('input');
        tick.type = 'checkbox';
        tick.checked = !!values[field.id];
        tick.addEventListener('change', () => { values[field.id] = tick.checked; ctx.check(); });
        return labelled(field.label || '', tick, 'tick');
    }

    // Text of `min` to `max` characters once trimmed, with the field's options as suggestions.
    function textControl(field, values, ctx) {
        const input = el('input');
        input.type = 'text';
        if (Number(field.max) > 0) input.maxLength = Number(field.max);
        input.value = values[field.id];
        input.autocomplete = 'off';
        input.addEventListener('input', () => { values[field.id] = input.value; ctx.check(); });
        const label = labelled(field.label || '', input, 'text');
        if (optionsOf(field).length) {
            const list = el('datalist');
            list.id = 'suggest-' + field.id;
            for (const option of optionsOf(field)) {
                const item = el('option');
                item.value = String(option.id);
                list.append(item);
            }
            input.setAttribute('list', list.id);
            label.append(list);
        }
        return label;
    }

    // A single control (pick, tick, text) on its own: the control with the field's help under it.
    function single(control) {
        return (field, d, ctx) => {
            const label = control(field, d, ctx);
            if (field.help) label.append(el('span', 'hint', field.help));
            return label;
        };
    }

    function textLength(value) {
        return typeof value === 'string' ? value.trim().length : 0;
    }

    // Each field kind: its first value, its builder (and, for a row's column, its control), whether a
    // value may be sent, and the value the choice carries.
    const kinds = {
        sequence: {
            initial: () => [],
            build: buildSequence,
            valid: (f, v) => Array.isArray(v) && v.length >= (Number(f.min) || 0) && v.length <= (Number(f.max) || 0),
            value: (f, v) => v.slice(),
        },
        rows: {
            initial: () => [],
            build: buildRows,
            valid: (f, v) => Array.isArray(v) && (!(Number(f.max) > 0) || v.length <= Number(f.max)) &&
                             v.every((row) => (f.columns || []).every((c) => !kinds[c.kind] ||
                                                                             kinds[c.kind].valid(c, row[c.id]))),
            value: (f, v) => v.map((row) => {
                const out = {};
                for (const c of f.columns || []) if (kinds[c.kind]) out[c.id] = kinds[c.kind].value(c, row[c.id]);
                return out;
            }),
        },
        pick: {
            initial: (f) => (optionsOf(f).length ? optionsOf(f)[0].id : null),
            build: single(pickControl),
            control: pickControl,
            valid: (f, v) => optionsOf(f).some((o) => o.id === v),
            value: (f, v) => v,
        },
        text: {
            initial: () => '',
            build: single(textControl),
            control: textControl,
            valid: (f, v) => textLength(v) >= (Number(f.min) || 0) && (!(Number(f.max) > 0) || textLength(v) <= Number(f.max)),
            value: (f, v) => (typeof v === 'string' ? v.trim() : ''),
        },
        tick: {
            initial: () => false,
            build: single(tickControl),
            control: tickControl,
            valid: () => true,
            value: (f, v) => !!v,
        },
    };

    // The side's own sealed choice: only ever sent to this side's pages, hidden from everyone else.
    function renderMine() {
        const box = byId('mine');
        const mine = page.state && page.state.mine;
        const pending = loadPending();
        box.hidden = !(mine && mine.sealed) && !pending;
        box.replaceChildren();
        if (box.hidden) return;
        const inputs = mine && mine.sealed ? mine.inputs || {} : pending.inputs;
        box.append(describeChoice(inputs));
        box.append(el('p', 'mine-state', t(mine && mine.sealed ? 'sent' : 'sending')));
        if (mine && mine.sealed && page.state.form) box.append(el('p', 'hint', t('resend')));
    }

    // A choice in the form's own words: each field's value as the player entered it.
    function describeChoice(inputs) {
        const list = el('ul', 'choice');
        for (const field of fieldsOf(page.state && page.state.form)) describeField(list, field, inputs[field.id]);
        return list;
    }

    function describeField(list, field, value) {
        if (field.kind === 'sequence' && Array.isArray(value)) {
            list.append(el('li', 'markers', value.map((id) => symbolOf(field, id)).join(' ')));
        } else if (field.kind === 'rows' && Array.isArray(value)) {
            if (value.length === 0 && field.empty) list.append(el('li', null, field.empty));
            for (const row of value) list.append(el('li', null, describeRow(field.columns || [], row || {})));
        } else if (field.kind === 'pick' && value !== undefined && value !== null) {
            list.append(el('li', null, (field.label ? field.label + ': ' : '') + labelOf(field, value)));
        } else if (field.kind === 'text' && typeof value === 'string' && value !== '') {
            list.append(el('li', null, (field.label ? field.label + ': ' : '') + value));
        } else if (field.kind === 'tick' && value === true) {
            list.append(el('li', null, field.label || ''));
        }
    }

    // A row: its picks "A → B", its texts, then the labels of its ticks that are set.
    function describeRow(columns, row) {
        const picks = columns.filter((c) => c.kind === 'pick').map((c) => labelOf(c, row[c.id]));
        const texts = columns.filter((c) => c.kind === 'text' && row[c.id]).map((c) => String(row[c.id]));
        const ticks = columns.filter((c) => c.kind === 'tick' && row[c.id] === true).map((c) => c.label || '');
        return [picks.join(' → ')].concat(texts, ticks).filter((part) => part !== '').join(' · ');
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
