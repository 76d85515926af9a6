// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The table link's secret form drawn from its declaration alone (docs/tablelink.md "Forms"): its `title`,
// `help` and `fields`, each field's kind with a builder below and a value the choice carries under the
// field's id. It knows no rule set: every word is the form's own, but for the page's Send, Back, Clear and
// formUnknown. Loaded before page.js, which makes it with its own helpers.
'use strict';

// ui: {el(tag, className, text), button(text, className, onClick), t(key)} of page.js.
window.adjutantForms = (ui) => {
    const {el, button, t} = ui;

    function fieldsOf(form) {
        return form && Array.isArray(form.fields) ? form.fields : [];
    }

    function optionsOf(field) {
        return Array.isArray(field.options) ? field.options : [];
    }

    // Draws `form` into `box`: its heading and help, `notes` (the page's line for a refusal), its fields
    // with the player's values so far in `d`, and Send, enabled while every value is within its limits.
    function draw(box, form, d, notes, submit, redraw) {
        const fields = fieldsOf(form);
        const known = fields.length > 0 && fields.every((f) => kinds[f.kind]);
        box.replaceChildren(el('h2', null, known && form.title ? form.title : t('formUnknown')));
        if (known && form.help) box.append(el('p', 'hint', form.help));
        box.append(notes);
        if (!known) {
            box.append(el('p', null, t('formUnknown')));
            return;
        }
        const send = button(t('send'), 'send', () => {
            const inputs = {};
            for (const field of fields) inputs[field.id] = kinds[field.kind].value(field, d[field.id]);
            submit(inputs);
        });
        const check = () => { send.disabled = !fields.every((f) => kinds[f.kind].valid(f, d[f.id])); };
        const ctx = {redraw, check};
        for (const field of fields) box.append(kinds[field.kind].build(field, d, ctx));
        check();
        box.append(send);
    }

    // A form's first values, by field id (unknown kinds get none).
    function initial(form) {
        const d = {};
        for (const field of fieldsOf(form)) if (kinds[field.kind]) d[field.id] = kinds[field.kind].initial(field);
        return d;
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
            const filled = id !== undefined;
            row.append(el('span', filled ? 'slot filled' : 'slot', filled ? symbolOf(field, id) : '·'));
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
            valid: (f, v) => textLength(v) >= (Number(f.min) || 0) &&
                             (!(Number(f.max) > 0) || textLength(v) <= Number(f.max)),
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

    // A choice in the form's own words: each field's value as the player entered it.
    function describe(form, inputs) {
        const list = el('ul', 'choice');
        for (const field of fieldsOf(form)) describeField(list, field, inputs[field.id]);
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

    return {draw, initial, describe};
};
