import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a document's bytes, refusing anything but a regular file before reading from it:
/// a FIFO would block, and a device or a folder holds no document.
enum DocumentFile {
  /// The whole file, at most `limit` bytes.
  /// - Throws: ``IBDocumentError/unreadable(file:reason:)`` for a missing or unreadable file
  ///   and anything but a regular file, ``IBDocumentError/tooLarge(file:byteCount:limit:)``.
  static func read(_ path: String, limit: Int) throws(IBDocumentError) -> Data {
    var info = stat()
    guard stat(path, &info) == 0 else { throw unreadable(path, errno) }
    try checkKind(info, path: path, limit: limit)
    // Non-blocking, so that a FIFO put in the file's place since `stat` cannot hang `open`;
    // `fstat` then checks what was really opened.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw unreadable(path, errno) }
    defer { close(descriptor) }
    guard fstat(descriptor, &info) == 0 else { throw unreadable(path, errno) }
    try checkKind(info, path: path, limit: limit)
    return try readAll(descriptor, expected: Int(info.st_size), path: path, limit: limit)
  }

  private static func checkKind(_ info: stat, path: String, limit: Int) throws(IBDocumentError) {
    let kind: String
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      let size = Int(info.st_size)
      if size > limit { throw .tooLarge(file: path, byteCount: size, limit: limit) }
      return
    case S_IFDIR: kind = "a directory"
    case S_IFIFO: kind = "a FIFO"
    case S_IFCHR: kind = "a character device"
    case S_IFBLK: kind = "a block device"
    case S_IFSOCK: kind = "a socket"
    default: kind = "of an unknown kind"
    }
    throw .unreadable(
      file: path, reason: "not a regular file (\(kind)); give the path of a .xib or .storyboard")
  }

  /// Reads to the end of the file, which may have grown since `fstat`, up to `limit` bytes.
  private static func readAll(_ descriptor: CInt, expected: Int, path: String, limit: Int)
    throws(IBDocumentError) -> Data
  {
    var data = Data(count: expected + 1)
    var total = 0
    while true {
      if total == data.count {
        guard total <= limit else { throw .tooLarge(file: path, byteCount: total, limit: limit) }
        data.count += 1 << 16
      }
      let count = data.withUnsafeMutableBytes { buffer in
        systemRead(descriptor, buffer.baseAddress?.advanced(by: total), buffer.count - total)
      }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw unreadable(path, errno)
      }
      total += count
    }
    if total > limit { throw .tooLarge(file: path, byteCount: total, limit: limit) }
    data.count = total
    return data
  }

  private static func systemRead(
    _ descriptor: CInt, _ start: UnsafeMutableRawPointer?, _ count: Int
  )
    -> Int
  {
    #if canImport(Glibc)
      Glibc.read(descriptor, start, count)
    #else
      Darwin.read(descriptor, start, count)
    #endif
  }

  private static func unreadable(_ path: String, _ code: CInt) -> IBDocumentError {
    if code == ENOENT { return .unreadable(file: path, reason: "no such file") }
    return .unreadable(file: path, reason: String(cString: strerror(code)).lowercased())
  }
}
