import Components
import Foundation

#if !canImport(Darwin)
  // UIKit's PDF contexts: pages in UIKit's coordinates (origin at the top left, y down),
  // written as Core Graphics' PDF contexts write them.

  /// Begins a PDF context appending to `data`, whose pages are `bounds` (US Letter, 612 ×
  /// 792 points, when empty), and makes it the current context.
  public func UIGraphicsBeginPDFContextToData(
    _ data: NSMutableData, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?
  ) {
    guard let consumer = CGDataConsumer(data: data) else { return }
    UIGraphicsPDFStack.begin(consumer, bounds)
  }

  /// Begins a PDF context writing the file at `path`; `false` when it cannot be.
  @discardableResult
  public func UIGraphicsBeginPDFContextToFile(
    _ path: String, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?
  ) -> Bool {
    guard let consumer = CGDataConsumer(url: URL(fileURLWithPath: path) as NSURL) else {
      return false
    }
    UIGraphicsPDFStack.begin(consumer, bounds)
    return true
  }

  /// Starts a page of the context's bounds in the current PDF context.
  public func UIGraphicsBeginPDFPage() {
    UIGraphicsPDFStack.contexts.last?.beginPDFPage(in: nil)
  }

  /// Starts a page of `bounds` in the current PDF context.
  public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {
    UIGraphicsPDFStack.contexts.last?.beginPDFPage(in: bounds.isEmpty ? nil : bounds)
  }

  /// The current PDF context's page bounds; `.zero` outside one.
  public func UIGraphicsGetPDFContextBounds() -> CGRect {
    UIGraphicsPDFStack.contexts.last?.pdfStorage?.mediaBox ?? .zero
  }

  /// Ends the current PDF context, writing its file, and makes the previous context current.
  public func UIGraphicsEndPDFContext() {
    guard let context = UIGraphicsPDFStack.contexts.popLast() else { return }
    context.closePDF()
    CGContext.pop(context)
  }

  /// The PDF contexts begun on this thread, innermost last.
  enum UIGraphicsPDFStack {
    private static let key = "Designable.UIGraphics.pdf"

    static var contexts: [CGContext] {
      get { Thread.current.threadDictionary[key] as? [CGContext] ?? [] }
      set { Thread.current.threadDictionary[key] = newValue }
    }

    static func begin(_ consumer: CGDataConsumer, _ bounds: CGRect) {
      let box = PDFContextStorage.isPage(bounds) ? bounds : PDFContextStorage.usLetter
      let context = CGContext(
        pdf: PDFContextStorage(consumer: consumer, mediaBox: box, isYUp: false))
      contexts.append(context)
      CGContext.push(context)
    }
  }
#endif
