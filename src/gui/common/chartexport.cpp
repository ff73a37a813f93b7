// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartexport.h"

#include <qcustomplot.h>

#include <QFileInfo>
#include <QPdfWriter>
#include <QSaveFile>

namespace guesslab::gui {

QStringList ChartExport::nameFilters() {
    return {QObject::tr("PNG image (*.png)"), QObject::tr("PDF document (*.pdf)"),
            QObject::tr("JPEG image (*.jpg *.jpeg)"), QObject::tr("BMP image (*.bmp)")};
}

bool ChartExport::write(QCustomPlot* plot, const QString& path, QString* error) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = file.errorString();
        return false;
    }
    const int width = std::max(plot->width(), 800);
    const int height = std::max(plot->height(), 500);
    bool ok = false;
    if (suffix == QLatin1String("pdf")) {
        QPdfWriter pdf(&file);
        pdf.setCreator(QStringLiteral("guesslab"));
        pdf.setPageSize(QPageSize(QSizeF(width, height), QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setResolution(72);
        QCPPainter painter(&pdf);
        plot->toPainter(&painter, width, height);
        ok = painter.end();
    } else {
        const char* format = suffix == QLatin1String("jpg") || suffix == QLatin1String("jpeg")
                                 ? "JPG"
                             : suffix == QLatin1String("bmp") ? "BMP"
                                                              : "PNG";
        ok = plot->toPixmap(width, height, 2.0).save(&file, format);
    }
    if (!ok) {
        file.cancelWriting();
        *error = QObject::tr("the chart could not be rendered");
        return false;
    }
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

}  // namespace guesslab::gui
