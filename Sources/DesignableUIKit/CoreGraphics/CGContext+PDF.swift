import Components
import Foundation
import Raster

#if !canImport(Darwin)
  /// Mutable bytes (`CFMutableData`).
  public typealias CFMutableData = NSMutableData

  /// Empty mutable bytes; `capacity` is a hint.
  public func CFDataCreateMutable(_ allocator: CFAllocator!, _ capacity: CFIndex)
    -> CFMutableData?
  {
    NSMutableData()
  }

  /// Where a PDF context writes its file (`CGDataConsumer`): the end of some bytes, or a
  /// file that is replaced.
  public final class CGDataConsumer {
    let write: ([UInt8]) -> Void

    /// A consumer appending to `data`.
    public init?(data: CFMutableData) {
      write = { bytes in data.append(bytes, length: bytes.count) }
    }

    /// A consumer writing the file at `url`; `nil` for a URL that is not a file's.
    public init?(url: CFURL) {
      let url = url as URL
      guard url.isFileURL else { return nil }
      write = { bytes in try? Data(bytes).write(to: url) }
    }
  }

  /// What a PDF context (``CGContext/init(consumer:mediaBox:_:)``) holds: where it writes,
  /// its pages so far, and the page under way.
  final class PDFContextStorage {
    let consumer: CGDataConsumer
    let mediaBox: CGRect
    /// Whether the page's y axis goes up from the bottom, as in Core Graphics; UIKit's PDF
    /// contexts go down from the top.
    let isYUp: Bool
    var document = PDFPages()
    var page: CGRect?
    var isClosed = false

    /// The page a context makes when none is given: US Letter, 612 × 792 points.
    static let usLetter = CGRect(x: 0, y: 0, width: 612, height: 792)

    /// Whether `box` can be a page: not empty, and finite.
    static func isPage(_ box: CGRect) -> Bool {
      box.width > 0 && box.height > 0 && box.width.isFinite && box.height.isFinite
        && box.minX.isFinite && box.minY.isFinite
    }

    init(consumer: CGDataConsumer, mediaBox: CGRect, isYUp: Bool) {
      self.consumer = consumer
      self.mediaBox = mediaBox
      self.isYUp = isYUp
    }

    func close() {
      guard !isClosed else { return }
      isClosed = true
      consumer.write(document.bytes())
    }

    /// A context released without `closePDF()` writes its finished pages, as on iOS.
    deinit { close() }
  }

  /// PDF contexts: each page is drawn as the other contexts draw, then kept as a picture
  /// at two pixels per point in a PDF file (``PDFPages``) that `closePDF()` writes. On iOS
  /// the page keeps the drawing's vectors; here a reader shows the same picture, at that
  /// resolution.
  extension CGContext {
    /// A PDF context writing to `consumer`, whose pages are `mediaBox` (US Letter, 612 × 792
    /// points, for `nil`); `nil` for an empty or infinite box.
    public convenience init?(
      consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?
    ) {
      let box = mediaBox?.pointee ?? PDFContextStorage.usLetter
      guard PDFContextStorage.isPage(box) else { return nil }
      self.init(pdf: PDFContextStorage(consumer: consumer, mediaBox: box, isYUp: true))
    }

    /// A PDF context writing the file at `url`.
    public convenience init?(
      _ url: CFURL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?
    ) {
      guard let consumer = CGDataConsumer(url: url) else { return nil }
      self.init(consumer: consumer, mediaBox: mediaBox, auxiliaryInfo)
    }

    convenience init(pdf: PDFContextStorage) {
      self.init()
      bitmapStorage = pdf
    }

    var pdfStorage: PDFContextStorage? { bitmapStorage as? PDFContextStorage }

    /// Starts a page of the media box (ending one under way); drawing before it is dropped.
    public func beginPDFPage(_ pageInfo: CFDictionary?) {
      beginPDFPage(in: nil)
    }

    /// Starts a page of `bounds` (the media box for `nil`).
    func beginPDFPage(in bounds: CGRect?) {
      guard let pdf = pdfStorage, !pdf.isClosed else { return }
      if pdf.page != nil { endPDFPage() }
      let box = bounds ?? pdf.mediaBox
      discardDrawing()
      pdf.page = box
      saveGState()
      if pdf.isYUp {
        translateBy(x: -box.minX, y: box.maxY)
        scaleBy(x: 1, y: -1)
      } else {
        translateBy(x: -box.minX, y: -box.minY)
      }
    }

    /// Ends the page under way, keeping what was drawn on it.
    public func endPDFPage() {
      guard let pdf = pdfStorage, let box = pdf.page else { return }
      restoreGState()
      let scale = Double(PDFPages.pixelsPerPoint)
      if let canvas = Canvas(
        width: Double(box.width), height: Double(box.height), scale: scale)
      {
        replay(into: canvas)
        pdf.document.pages.append(
          PDFPages.Page(
            width: Double(box.width), height: Double(box.height), picture: canvas.makeBitmap()))
      }
      discardDrawing()
      pdf.page = nil
    }

    /// Ends the page under way and writes the file; later drawing is dropped.
    public func closePDF() {
      guard let pdf = pdfStorage else { return }
      endPDFPage()
      pdf.close()
    }
  }
#endif
