// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "houserulesdialog.h"

#include "themecolors.h"

#include "core/battleresolution.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "edits.h"
#include "ui_houserulesdialog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
enum Role { PathRole = Qt::UserRole + 1, BaseRole, OptionRole };
enum Column { EntryColumn, ValueColumn, BaseColumn };

// What the rule set's table says about itself, not rules to change.
const QStringList kMeta{u"id"_s, u"name"_s, u"version"_s, u"distance"_s, u"source"_s};

QString textOf(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Bool:
        return v.toBool() ? u"true"_s : u"false"_s;
    case QJsonValue::Double:
        return QString::number(v.toDouble());
    case QJsonValue::String:
        return v.toString();
    case QJsonValue::Array:
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    case QJsonValue::Object:
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    default:
        return QString();
    }
}

// As adjutant-cli house-rule reads a value: JSON where it reads as JSON (4, true, [5,6]), else text.
// The rule set's value of an entry, kept on its item as JSON text ([value]).
QString baseData(const QJsonValue &v)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact));
}

QJsonValue baseOf(const QStandardItem *item)
{
    return QJsonDocument::fromJson(item->data(BaseRole).toString().toUtf8()).array().at(0);
}

QJsonValue valueOf(const QString &text)
{
    const QJsonDocument d = QJsonDocument::fromJson(QString(u'[' + text.trimmed() + u']').toUtf8());
    return d.isArray() && d.array().size() == 1 ? d.array().at(0) : QJsonValue(text.trimmed());
}
} // namespace

HouseRulesDialog::HouseRulesDialog(BattleDocument *doc, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::HouseRulesDialog>())
    , m_doc(doc)
    , m_options(new QStandardItemModel(this))
    , m_table(new QStandardItemModel(this))
    , m_filter(new QSortFilterProxyModel(this))
{
    m_ui->setupUi(this);
    m_ui->problem->setStyleSheet(ThemeColors::errorStyle(palette()));
    m_ui->optionsView->setModel(m_options);
    m_filter->setSourceModel(m_table);
    m_filter->setRecursiveFilteringEnabled(true);
    m_filter->setFilterRole(PathRole);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_ui->tableView->setModel(m_filter);
    m_ui->tableView->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                                     QAbstractItemView::AnyKeyPressed);
    connect(m_ui->filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_filter->setFilterFixedString(text);
        if (!text.isEmpty())
            m_ui->tableView->expandAll();
    });
    connect(m_table, &QStandardItemModel::itemChanged, this, &HouseRulesDialog::onItemChanged);
    connect(m_ui->buttons, &QDialogButtonBox::accepted, this, &HouseRulesDialog::accept);
    connect(m_ui->buttons, &QDialogButtonBox::rejected, this, &HouseRulesDialog::reject);
    QPushButton *defaults = m_ui->buttons->button(QDialogButtonBox::RestoreDefaults);
    defaults->setText(tr("&Rule Set's Values"));
    defaults->setToolTip(tr("Drops every changed table entry (the optional rules stay as they are)"));
    connect(defaults, &QPushButton::clicked, this, &HouseRulesDialog::restoreDefaults);

    const RuleSet *rs = m_doc ? RuleSets::find(m_doc->state().info.ruleset) : nullptr;
    const QString name = m_doc ? Profiles::label(m_doc->profile().name) : QString();
    if (!rs) {
        m_ui->intro->setText(
            tr("%1 has no rule table or optional rules in this version of Adjutant yet.").arg(name));
        m_ui->splitter->setEnabled(false);
        m_ui->buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
        return;
    }
    m_ui->intro->setText(tr("House rules of this battle (%1). Changed entries are in bold; every change "
                            "is checked against the rules before it is saved, and can be undone.")
                             .arg(name));
    QString error;
    m_base = RuleTable::fromFile(RuleSets::tablePath(rs->id()), &error).json();
    fillOptions();
    fillTable();
    m_ui->splitter->setStretchFactor(0, 1);
    m_ui->splitter->setStretchFactor(1, 2);
}

HouseRulesDialog::~HouseRulesDialog() = default;

void HouseRulesDialog::fillOptions()
{
    const RuleSet *rs = RuleSets::find(m_doc->state().info.ruleset);
    for (const QJsonObject &o : rs->options()) {
        const QString id = o.value(u"id"_s).toString();
        auto *item =
            new QStandardItem(tr("%1  %2").arg(o.value(u"rule"_s).toString(), o.value(u"name"_s).toString()));
        item->setCheckable(true);
        item->setEditable(false);
        item->setData(id, OptionRole);
        item->setCheckState(m_doc->state().info.options.contains(id) ? Qt::Checked : Qt::Unchecked);
        m_options->appendRow(item);
    }
}

void HouseRulesDialog::fillTable()
{
    m_filling = true;
    m_table->clear();
    m_table->setHorizontalHeaderLabels({tr("Entry"), tr("This battle"), tr("Rule set")});
    QString error;
    const RuleTable current =
        BattleResolution::table(m_doc->state().info.ruleset, m_doc->state().info.overrides, &error);
    addEntries(m_table->invisibleRootItem(), QString(), current.isValid() ? current.json() : m_base, m_base);
    m_filling = false;
    m_ui->tableView->expandToDepth(0);
    m_ui->tableView->resizeColumnToContents(EntryColumn);
    m_ui->tableView->setColumnWidth(EntryColumn, m_ui->tableView->columnWidth(EntryColumn) + 60);
}

void HouseRulesDialog::addEntries(QStandardItem *parent, const QString &path, const QJsonObject &current,
                                  const QJsonObject &base)
{
    for (auto it = base.begin(); it != base.end(); ++it) {
        if (path.isEmpty() && kMeta.contains(it.key()))
            continue;
        const QString full = path.isEmpty() ? it.key() : path + u'.' + it.key();
        auto *entry = new QStandardItem(it.key());
        entry->setEditable(false);
        entry->setData(full, PathRole);
        if (it.value().isObject()) {
            auto *v = new QStandardItem;
            v->setEditable(false);
            auto *b = new QStandardItem;
            b->setEditable(false);
            parent->appendRow({entry, v, b});
            addEntries(entry, full, current.value(it.key()).toObject(), it.value().toObject());
            continue;
        }
        const QJsonValue now = current.contains(it.key()) ? current.value(it.key()) : it.value();
        auto *value = new QStandardItem(textOf(now));
        value->setData(full, PathRole);
        value->setData(baseData(it.value()), BaseRole);
        value->setToolTip(tr("%1 (the rule set says %2)").arg(full, textOf(it.value())));
        auto *b = new QStandardItem(textOf(it.value()));
        b->setEditable(false);
        b->setData(full, PathRole);
        b->setForeground(QPalette().brush(QPalette::PlaceholderText));
        parent->appendRow({entry, value, b});
        markEntry(value);
    }
}

void HouseRulesDialog::onItemChanged(QStandardItem *item)
{
    if (m_filling || item->column() != ValueColumn)
        return;
    m_filling = true;
    markEntry(item);
    m_filling = false;
    m_ui->problem->clear();
}

void HouseRulesDialog::markEntry(QStandardItem *valueItem) const
{
    const bool changed = valueOf(valueItem->text()) != baseOf(valueItem);
    QFont f = valueItem->font();
    f.setBold(changed);
    valueItem->setFont(f);
    if (QStandardItem *parent = valueItem->parent() ? valueItem->parent() : m_table->invisibleRootItem())
        if (QStandardItem *entry = parent->child(valueItem->row(), EntryColumn))
            entry->setFont(f);
}

QStandardItem *HouseRulesDialog::entryItem(const QString &path) const
{
    QStandardItem *node = m_table->invisibleRootItem();
    const QStringList keys = path.split(u'.');
    for (qsizetype k = 0; k < keys.size(); ++k) {
        QStandardItem *next = nullptr;
        for (int r = 0; r < node->rowCount() && !next; ++r)
            if (node->child(r, EntryColumn)->text() == keys.at(k))
                next = k + 1 == keys.size() ? node->child(r, ValueColumn) : node->child(r, EntryColumn);
        if (!next)
            return nullptr;
        node = next;
    }
    return node->isEditable() ? node : nullptr;
}

bool HouseRulesDialog::setEntry(const QString &path, const QString &text)
{
    QStandardItem *item = entryItem(path);
    if (!item)
        return false;
    item->setText(text);
    return true;
}

bool HouseRulesDialog::setOption(const QString &id, bool on)
{
    for (int r = 0; r < m_options->rowCount(); ++r)
        if (m_options->item(r)->data(OptionRole).toString() == id) {
            m_options->item(r)->setCheckState(on ? Qt::Checked : Qt::Unchecked);
            return true;
        }
    return false;
}

QJsonObject HouseRulesDialog::overrides() const
{
    QJsonObject out = m_doc->state().info.overrides;
    QList<QStandardItem *> stack{m_table->invisibleRootItem()};
    while (!stack.isEmpty()) {
        QStandardItem *node = stack.takeLast();
        for (int r = 0; r < node->rowCount(); ++r) {
            QStandardItem *value = node->child(r, ValueColumn);
            if (value && value->isEditable()) {
                const QString path = value->data(PathRole).toString();
                const QJsonValue v = valueOf(value->text());
                if (v != baseOf(value))
                    out.insert(path, v);
                else
                    out.remove(path);
            }
            if (node->child(r, EntryColumn)->hasChildren())
                stack << node->child(r, EntryColumn);
        }
    }
    return out;
}

QStringList HouseRulesDialog::options() const
{
    QStringList out;
    for (int r = 0; r < m_options->rowCount(); ++r)
        if (m_options->item(r)->checkState() == Qt::Checked)
            out << m_options->item(r)->data(OptionRole).toString();
    return out;
}

void HouseRulesDialog::restoreDefaults()
{
    m_filling = true;
    QList<QStandardItem *> stack{m_table->invisibleRootItem()};
    while (!stack.isEmpty()) {
        QStandardItem *node = stack.takeLast();
        for (int r = 0; r < node->rowCount(); ++r) {
            if (QStandardItem *value = node->child(r, ValueColumn); value && value->isEditable()) {
                value->setText(textOf(baseOf(value)));
                markEntry(value);
            }
            if (node->child(r, EntryColumn)->hasChildren())
                stack << node->child(r, EntryColumn);
        }
    }
    m_filling = false;
    m_ui->problem->clear();
}

void HouseRulesDialog::showProblem(const QString &text)
{
    m_ui->problem->setText(text);
}

QString HouseRulesDialog::problem() const
{
    return m_ui->problem->text();
}

bool HouseRulesDialog::commit()
{
    const BattleState &s = m_doc->state();
    const QJsonObject table = overrides();
    QString error;
    // Checked against the rule set's table before anything is written (all or nothing).
    if (table != s.info.overrides && !BattleResolution::table(s.info.ruleset, table, &error).isValid()) {
        showProblem(tr("Not changed: %1").arg(error));
        return false;
    }
    QStringList wanted = options();
    wanted.sort();
    QStringList current = s.info.options;
    current.sort();
    Edit optionsEdit;
    if (wanted != current) {
        optionsEdit = Edits::setOptions(s, m_doc->profile(), wanted, &error);
        if (optionsEdit.isEmpty()) {
            showProblem(tr("Not changed: %1").arg(error));
            return false;
        }
    }
    if (!optionsEdit.isEmpty() && m_doc->submit(optionsEdit, &error) == 0) {
        showProblem(tr("Not changed: %1").arg(error));
        return false;
    }
    if (table != m_doc->state().info.overrides &&
        m_doc->submit(Edits::setOverrides(m_doc->state(), table), &error) == 0) {
        showProblem(tr("The table was not changed: %1").arg(error));
        return false;
    }
    return true;
}

void HouseRulesDialog::accept()
{
    if (commit())
        QDialog::accept();
}

} // namespace adj
