# SPDX-FileCopyrightText: 2026 The Adjutant maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
# Qt's headers precompiled once per floor instead of parsed again in every file: most of a build's
# time is spent in them (issue 33: CI under 20 minutes on two cores). Each library gets the Qt
# headers its files include most; the tests get one header per area (tests/CMakeLists.txt), shared
# by every test of the area. Included once the libraries exist; the sanitizer build sets its own.
set(adj_pch_core <QCoreApplication> <QHash> <QJsonArray> <QJsonDocument> <QJsonObject> <QList> <QMap> <QSet>
                 <QString> <QStringList> <QVariant> <functional>)
set(adj_pch_widgets ${adj_pch_core} <QAction> <QApplication> <QComboBox> <QDialog> <QHBoxLayout> <QLabel>
                    <QLineEdit> <QPainter> <QPushButton> <QVBoxLayout> <QWidget>)

target_precompile_headers(adj_model PRIVATE ${adj_pch_core} <QSqlDatabase> <QSqlError> <QSqlQuery>)
target_precompile_headers(adj_resolvers PRIVATE ${adj_pch_core})
foreach(lib adj_summary adj_board adj_forms)
    target_precompile_headers(${lib} PRIVATE ${adj_pch_widgets})
endforeach()
target_precompile_headers(adj_app_common PRIVATE ${adj_pch_core})
