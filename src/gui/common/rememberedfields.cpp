// SPDX-License-Identifier: GPL-3.0-or-later
#include "rememberedfields.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>

namespace guesslab::gui {

void RememberedFields::attach(const QString& group,
                              const QList<std::pair<QString, QWidget*>>& fields) {
    const QSettings settings;
    for (const auto& [name, field] : fields) {
        const QString key = group + QLatin1Char('/') + name;
        const QVariant saved = settings.value(key);
        const auto save = [key](const QVariant& value) { QSettings().setValue(key, value); };
        if (auto* combo = qobject_cast<QComboBox*>(field)) {
            // An index from another version of the list is ignored.
            if (saved.isValid() && saved.toInt() >= 0 && saved.toInt() < combo->count())
                combo->setCurrentIndex(saved.toInt());
            QObject::connect(combo, &QComboBox::currentIndexChanged, combo, save);
        } else if (auto* spin = qobject_cast<QSpinBox*>(field)) {
            if (saved.isValid())
                spin->setValue(saved.toInt());  // clamped to the range
            QObject::connect(spin, &QSpinBox::valueChanged, spin, save);
        } else if (auto* real = qobject_cast<QDoubleSpinBox*>(field)) {
            if (saved.isValid())
                real->setValue(saved.toDouble());
            QObject::connect(real, &QDoubleSpinBox::valueChanged, real, save);
        } else if (auto* box = qobject_cast<QCheckBox*>(field)) {
            if (saved.isValid())
                box->setChecked(saved.toBool());
            QObject::connect(box, &QCheckBox::toggled, box, save);
        } else if (auto* edit = qobject_cast<QLineEdit*>(field)) {
            if (saved.isValid())
                edit->setText(saved.toString());
            QObject::connect(edit, &QLineEdit::textChanged, edit, save);
        }
    }
}

}  // namespace guesslab::gui
