import PNGCodec

extension PNGError {
  /// The case's name, so that a test can check the case when its message comes from libpng
  /// or the system and is not worth pinning down word for word.
  var caseName: String {
    switch self {
    case .notPNG: "notPNG"
    case .truncated: "truncated"
    case .badCRC: "badCRC"
    case .badChunk: "badChunk"
    case .invalidHeader: "invalidHeader"
    case .tooLarge: "tooLarge"
    case .corruptData: "corruptData"
    case .unencodable: "unencodable"
    case .invalidText: "invalidText"
    case .compressionFailed: "compressionFailed"
    case .io: "io"
    }
  }

  /// The free-text part of the case (a reason or a message), or `""`.
  var detail: String {
    switch self {
    case .badChunk(_, let reason), .invalidHeader(let reason), .unencodable(let reason),
      .invalidText(_, let reason), .io(_, _, let reason):
      reason
    case .corruptData(let message): message
    default: ""
    }
  }
}

/// The error `body` throws, or `nil` when it returns.
func thrownError<T>(_ body: () throws(PNGError) -> T) -> PNGError? {
  do {
    _ = try body()
    return nil
  } catch {
    return error
  }
}
