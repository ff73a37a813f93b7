// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameglyphs.h"

#include "coingames.h"
#include "enginetext.h"
#include "mastermindgame.h"
#include "tilepainter.h"
#include "wordgame.h"

#include <QGuiApplication>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>

#include <cmath>

namespace guesslab::gui {

namespace {

QPixmap blank(int width, int height) {
    QPixmap pixmap(width, height);
    pixmap.fill(Qt::transparent);
    return pixmap;
}

QPixmap text(const QString& s, int height) {
    QFont font = QGuiApplication::font();
    font.setPixelSize(std::max(8, height * 2 / 3));
    const QFontMetrics fm(font);
    QPixmap pixmap = blank(fm.horizontalAdvance(s) + 4, height);
    QPainter p(&pixmap);
    p.setFont(font);
    p.setPen(QGuiApplication::palette().color(QPalette::Text));
    p.drawText(pixmap.rect(), Qt::AlignCenter, s);
    return pixmap;
}

// Key pegs in one row: black, then white, then empty holes (Bulls and
// Cows: bulls black, cows white).
QPixmap keyPegs(const CodeGame& mm, Feedback f, int height) {
    const int pegs = mm.pegs();
    const int d = std::max(4, height * 5 / 8);
    QPixmap pixmap = blank(pegs * (d + 3) + 2, height);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing, true);
    for (int i = 0; i < pegs; ++i) {
        const QRectF r(1 + i * (d + 3), (height - d) / 2.0, d, d);
        if (i < mm.blacks(f)) {
            p.setPen(QPen(Qt::black, 1));
            p.setBrush(QColor(0x20, 0x20, 0x20));
        } else if (i < mm.blacks(f) + mm.whites(f)) {
            p.setPen(QPen(QColor(0x40, 0x40, 0x40), 1));
            p.setBrush(Qt::white);
        } else {
            p.setPen(QPen(QColor(0xb0, 0xb0, 0xb0), 1, Qt::DotLine));
            p.setBrush(Qt::NoBrush);
        }
        p.drawEllipse(r);
    }
    return pixmap;
}

// A balance: the beam tips down on the heavier side (0 left, 1 level, 2 right).
QPixmap balance(Feedback f, int height) {
    const int w = height * 2;
    QPixmap pixmap = blank(w, height);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing, true);
    const QColor ink = QGuiApplication::palette().color(QPalette::Text);
    p.setPen(QPen(ink, std::max(1.0, height / 14.0)));
    const double cx = w / 2.0, top = height * 0.3, base = height - 1.0;
    QPainterPath stand;  // the post and its foot
    stand.moveTo(cx, top);
    stand.lineTo(cx, base);
    stand.moveTo(cx - height * 0.2, base);
    stand.lineTo(cx + height * 0.2, base);
    p.drawPath(stand);
    const double tilt = f == 1 ? 0.0 : (f == 0 ? 1.0 : -1.0) * height * 0.18;
    const double half = w * 0.4;
    const QPointF left(cx - half, top + tilt), right(cx + half, top - tilt);
    p.drawLine(left, right);
    const auto pan = [&](QPointF end) {
        const double r = height * 0.2;
        p.drawLine(end, end + QPointF(0, height * 0.22));
        p.setBrush(QColor(0xc9, 0xa2, 0x27));
        p.drawChord(QRectF(end.x() - r, end.y() + height * 0.22 - r / 2, 2 * r, r), 180 * 16,
                    180 * 16);
        p.setBrush(Qt::NoBrush);
    };
    pan(left);
    pan(right);
    return pixmap;
}

}  // namespace

QColor GameGlyphs::pegColour(int c) {
    static const QColor colours[] = {QColor(0xd6, 0x27, 0x28), QColor(0x1f, 0x77, 0xb4),
                                     QColor(0x2c, 0xa0, 0x2c), QColor(0xf2, 0xc1, 0x1d),
                                     QColor(0xff, 0x7f, 0x0e), QColor(0x94, 0x67, 0xbd),
                                     QColor(0x17, 0xbe, 0xcf), QColor(0xe3, 0x77, 0xc2),
                                     QColor(0x8c, 0x56, 0x4b), QColor(0xf0, 0xf0, 0xf0)};
    return colours[static_cast<size_t>(c) % std::size(colours)];
}

QPixmap GameGlyphs::question(const Game& game, const Question& q, int height) {
    const auto* mm = dynamic_cast<const MastermindGame*>(&game);
    if (!mm)
        return {};
    const std::vector<int> code = mm->digits(static_cast<uint32_t>(q.code));
    const int d = height - 2;
    QPixmap pixmap = blank(static_cast<int>(code.size()) * (d + 3) + 2, height);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setPen(QPen(QColor(0x50, 0x50, 0x50), 1));
    for (size_t i = 0; i < code.size(); ++i) {
        p.setBrush(pegColour(code[i]));
        p.drawEllipse(QRectF(1 + static_cast<double>(i) * (d + 3), 1, d, d));
    }
    return pixmap;
}

QPixmap GameGlyphs::feedback(const Game& game, const Question& q, Feedback f, int height) {
    if (const auto* code = dynamic_cast<const CodeGame*>(&game))
        return keyPegs(*code, f, height);
    if (dynamic_cast<const BalanceGame*>(&game))
        return balance(f, height);
    if (const auto* words = dynamic_cast<const WordGame*>(&game))  // Absurdle: tiles
        return TilePainter::pixmap(QString::fromStdString(words->describeFeedback(q, f)),
                                   std::max(6, height - 2), false,
                                   QString::fromStdString(words->describeQuestion(q)).toUpper());
    return text(EngineText::feedback(game, q, f), height);
}

}  // namespace guesslab::gui
