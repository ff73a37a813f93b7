// SPDX-License-Identifier: GPL-3.0-or-later
#include "settingsdialog.h"

#include "ui_settingsdialog.h"

namespace guesslab::gui {

SettingsDialog::SettingsDialog(QWidget* parent)
    : QDialog(parent), ui_(std::make_unique<Ui::SettingsDialog>()) {
    ui_->setupUi(this);
    // Language names are written in their own language, as users look for them.
    ui_->languageCombo->addItem(QStringLiteral("English"), QStringLiteral("en"));
    ui_->languageCombo->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
}

SettingsDialog::~SettingsDialog() = default;

void SettingsDialog::setLanguage(const QString& code) {
    const int i = ui_->languageCombo->findData(code);
    ui_->languageCombo->setCurrentIndex(i >= 0 ? i : 0);
}

QString SettingsDialog::language() const {
    return ui_->languageCombo->currentData().toString();
}

void SettingsDialog::setThreads(int threads, int maximum) {
    ui_->threadsSpin->setMaximum(maximum);
    ui_->threadsSpin->setValue(threads);
}

int SettingsDialog::threads() const {
    return ui_->threadsSpin->value();
}

}  // namespace guesslab::gui
