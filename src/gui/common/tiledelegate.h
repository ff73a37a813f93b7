#pragma once

#include <QStyledItemDelegate>

namespace guesslab::gui {

// Paints a cell whose model gives a pattern ("GYBBB") under `patternRole` as
// coloured tiles, with the symbols of `symbolsRole` on them when set.
class TileDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    TileDelegate(int patternRole, int symbolsRole = -1, QObject* parent = nullptr);

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    int patternRole_;
    int symbolsRole_;
};

}  // namespace guesslab::gui
