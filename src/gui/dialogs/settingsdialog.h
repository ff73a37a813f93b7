// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

#include <memory>

namespace Ui {
class SettingsDialog;
}

namespace guesslab::gui {

// Language and thread count. The language applies at the next start (the
// dialog says so); the thread count at once.
class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(QWidget* parent = nullptr);
    ~SettingsDialog() override;

    void setLanguage(const QString& code);  // "en", "de"
    QString language() const;
    void setThreads(int threads, int maximum);
    int threads() const;

private:
    std::unique_ptr<Ui::SettingsDialog> ui_;
};

}  // namespace guesslab::gui
