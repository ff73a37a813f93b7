// SPDX-License-Identifier: GPL-3.0-or-later
#include "errordialog.h"

#include <QMessageBox>

namespace guesslab::gui {

void ErrorDialog::open(QWidget* parent, const QString& title, const QString& message) {
    auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, parent);
    box->setObjectName(QStringLiteral("errorDialog"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

}  // namespace guesslab::gui
