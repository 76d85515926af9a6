// Nothing English where a German or French referee reads (issue 31): every demo battle opened in
// German and in French, every action of its rule set chosen in the action panel, and every text
// the window shows walked: the menus and their entries, the docks' titles, the tabs, the labels,
// the buttons, the group boxes, the fields' placeholders, the tables' headers and the turn bar.
// A text fails when, with the battle's own names and the rule sets' titles taken out, it still
// holds an English word that neither language uses ("the", "of", "with", ...).
#include "../support/demobattlefile.h"
#include "actionpanel.h"
#include "battledocument.h"
#include "demobattles.h"
#include "mainwindow.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTabBar>
#include <QTest>
#include <QTextDocument>
#include <QTranslator>

#include <set>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// English words that are no German or French word, so that one of them in a text is English.
const QSet<QString> &englishWords()
{
    static const QSet<QString> words{
        u"the"_s,    u"and"_s,  u"of"_s,    u"with"_s,   u"from"_s,  u"not"_s,   u"is"_s,   u"are"_s,
        u"this"_s,   u"that"_s, u"for"_s,   u"has"_s,    u"have"_s,  u"were"_s,  u"by"_s,   u"at"_s,
        u"or"_s,     u"none"_s, u"each"_s,  u"turn"_s,   u"side"_s,  u"sides"_s, u"unit"_s, u"units"_s,
        u"roll"_s,   u"dice"_s, u"apply"_s, u"target"_s, u"fire"_s,  u"range"_s, u"move"_s, u"moved"_s,
        u"odds"_s,   u"owed"_s, u"round"_s, u"left"_s,   u"right"_s, u"hits"_s,  u"lost"_s, u"leaders"_s,
        u"battle"_s, u"open"_s, u"save"_s,  u"undo"_s,   u"redo"_s,  u"new"_s,   u"help"_s, u"view"_s,
        u"edit"_s,   u"file"_s, u"which"_s, u"when"_s,   u"what"_s,  u"who"_s,
    };
    return words;
}

// The words of `text` that are English, once the names in `names` are taken out.
QStringList englishIn(QString text, const QStringList &names)
{
    text.remove(u'&'); // mnemonics
    for (const QString &name : names)
        text.replace(name, u" "_s, Qt::CaseInsensitive);
    // An input's own word quoted in a message („side“, « side »: the command line's contract) and a
    // rule cited by its heading in the rule text's own language ("(Sequence of Play)", "(8.4.1)").
    static const QRegularExpression quoted(u"„[^“]*“|«[^»]*»|\"[^\"]*\""_s);
    static const QRegularExpression cited(
        u"\\((?:[0-9][0-9.,\\- ]*|[A-Z][A-Za-z.]*(?: (?:of|and|the|a|an|in|on|to|for|vs\\.|[A-Z][A-Za-z.]*))*)\\)"_s);
    text.replace(quoted, u" "_s);
    text.replace(cited, u" "_s);
    static const QRegularExpression word(u"\\p{L}+"_s);
    QStringList found;
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const QString w = it.next().captured().toLower();
        if (englishWords().contains(w))
            found << w;
    }
    return found;
}

QString plain(const QString &text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    QTextDocument doc;
    doc.setHtml(text);
    return doc.toPlainText();
}

void menuTexts(const QMenu *menu, QStringList *out)
{
    for (QAction *a : menu->actions()) {
        if (a->isSeparator() || !a->isVisible())
            continue;
        *out << a->text();
        if (a->menu())
            menuTexts(a->menu(), out);
    }
}

// Every text the window shows now.
QStringList shown(MainWindow &window)
{
    QStringList out;
    for (QAction *a : window.menuBar()->actions()) {
        out << a->text();
        if (a->menu())
            menuTexts(a->menu(), &out);
    }
    for (QWidget *w : window.findChildren<QWidget *>()) {
        if (!w->isVisible())
            continue;
        if (auto *l = qobject_cast<QLabel *>(w))
            out << plain(l->text());
        else if (auto *b = qobject_cast<QAbstractButton *>(w))
            out << b->text();
        else if (auto *g = qobject_cast<QGroupBox *>(w))
            out << g->title();
        else if (auto *e = qobject_cast<QLineEdit *>(w))
            out << e->placeholderText();
        else if (auto *d = qobject_cast<QDockWidget *>(w))
            out << d->windowTitle();
        else if (auto *t = qobject_cast<QTabBar *>(w))
            for (int i = 0; i < t->count(); ++i)
                out << t->tabText(i);
        else if (auto *h = qobject_cast<QHeaderView *>(w); h && h->model())
            for (int i = 0; i < h->count(); ++i)
                out << h->model()->headerData(i, h->orientation()).toString();
    }
    return out;
}

} // namespace

class TestVisibleEnglish final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void nothingEnglish_data();
    void nothingEnglish();

private:
    QTemporaryDir m_dir;
};

void TestVisibleEnglish::initTestCase()
{
    testing::isolateSettings(u"tst_visibleenglish"_s);
    QVERIFY(m_dir.isValid());
}

void TestVisibleEnglish::nothingEnglish_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("demo");
    for (const char *language : {"de", "fr"})
        for (const DemoBattle &demo : DemoBattles::all())
            QTest::addRow("%s %s", language, qPrintable(demo.id)) << QString::fromLatin1(language) << demo.id;
}

void TestVisibleEnglish::nothingEnglish()
{
    QFETCH(QString, language);
    QFETCH(QString, demo);
    QTranslator translator;
    QVERIFY(translator.load(QLocale(language), u"adjutant"_s, u"_"_s, u":/i18n"_s));
    QVERIFY(QCoreApplication::installTranslator(&translator));
    const auto restore = qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });

    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.openDemoBattle(demo), qPrintable(demo));

    // The battle's own names and the rule sets' titles are the players' words, in no language.
    const BattleState &state = window.document()->state();
    QStringList names{state.info.name, state.info.notes}; // the scenario's own words too
    for (const Side &s : state.sides)
        names << s.name;
    for (const Unit &u : state.units)
        names << u.name << u.type;
    for (const Leader &l : state.leaders)
        names << l.name;
    names << u"For Honor and Glory"_s << u"Wars for America"_s << u"One If By Land"_s << u"Fields of Honor"_s
          << u"Honour & Glory"_s << u"Honour &amp; Glory"_s;
    std::sort(names.begin(), names.end(),
              [](const QString &a, const QString &b) { return a.size() > b.size(); });
    names.removeAll(QString());

    std::set<QString> english; // each text once, however many actions show it
    auto *actions = window.actionPanel()->findChild<QComboBox *>(u"actionCombo"_s);
    QVERIFY(actions);
    for (int i = 0; i < std::max(1, actions->count()); ++i) {
        if (actions->count() > 0)
            actions->setCurrentIndex(i);
        QCoreApplication::processEvents();
        for (const QString &text : shown(window)) {
            const QStringList words = englishIn(text, names);
            if (!words.isEmpty())
                english.insert(u"\""_s + text.simplified() + u"\" ("_s + words.join(u", "_s) + u")"_s);
        }
    }
    QStringList all(english.begin(), english.end());
    QVERIFY2(all.isEmpty(), qPrintable(demo + u" in "_s + language + u": "_s + all.join(u"; "_s)));
}

} // namespace adj

QTEST_MAIN(adj::TestVisibleEnglish)
#include "tst_visibleenglish.moc"
