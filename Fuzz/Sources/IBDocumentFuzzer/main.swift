import Foundation
import IBDocument

/// Documents up to 1 MiB (the fuzzer's inputs are smaller) and the reader's default depth.
let options = IBReadOptions(maximumByteCount: 1 << 20, discoversAssetCatalogs: false)

/// Reads `data` as an IB document and checks what comes back.
///
/// A document or an ``IBDocumentError`` is the expected answer to any bytes. Anything else
/// (a crash, a sanitizer report, a hang, running out of memory, a position outside the input
/// or a document that reports another size) is a bug.
func check(_ data: Data) {
  let lines = data.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
  do {
    let document = try IBDocument.parse(data, file: "fuzz.storyboard", options: options)
    precondition(document.byteCount == data.count, "byteCount \(document.byteCount)")
    precondition(document.warnings.allSatisfy { $0.line >= 0 && $0.line <= lines })
    precondition(!document.readableDescription.isEmpty)
    _ = try? JSONEncoder().encode(document)
  } catch {
    switch error {
    case .malformed(_, let line, let column, _), .invalidUTF8(_, let line, let column, _),
      .refused(_, let line, let column, _):
      precondition(line >= 1 && line <= lines && column >= 1, "position \(line):\(column)")
    case .tooDeep(_, let line, _):
      precondition(line >= 1 && line <= lines, "line \(line)")
    case .unreadable, .tooLarge, .notInterfaceBuilder:
      break
    }
    precondition(error.description.hasPrefix("fuzz.storyboard"))
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  check(Data(UnsafeBufferPointer(start: start, count: count)))
  return 0
}
