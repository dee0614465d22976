/// What a PNG file says about itself: its header, colour chunks, text and chunk list.
public struct PNGInfo: Equatable, Sendable, Codable {
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int
  /// Bits per sample (1, 2, 4, 8 or 16); for palette images, bits per index.
  public var bitDepth: Int
  /// The colour type stored in the file (before conversion to RGBA).
  public var colorType: PNGColorType
  /// Whether the file is Adam7 interlaced.
  public var isInterlaced: Bool
  /// Whether a tRNS chunk gives transparency to a palette, gray or RGB image.
  public var hasTransparencyChunk: Bool
  /// The colour-space chunks present.
  public var color: PNGColorChunks
  /// Text metadata (tEXt, zTXt, iTXt) in file order.
  public var text: [PNGTextEntry]
  /// For an animated PNG (APNG), the number of frames from acTL; `nil` for a still image.
  /// Decoding returns the default image (IDAT) only.
  public var animationFrameCount: Int?
  /// The chunk types in file order, each listed once.
  public var chunkTypes: [String]

  /// The value of the first text entry with this key, or `nil`.
  public func text(forKey key: String) -> String? {
    text.first { $0.key == key }?.value
  }
}

/// A PNG colour type, as stored in IHDR.
public enum PNGColorType: Int, Sendable, Codable, CustomStringConvertible {
  case gray = 0
  case rgb = 2
  case palette = 3
  case grayAlpha = 4
  case rgba = 6

  /// Samples per pixel.
  public var channels: Int {
    switch self {
    case .gray, .palette: 1
    case .grayAlpha: 2
    case .rgb: 3
    case .rgba: 4
    }
  }

  /// The bit depths the PNG specification allows for this colour type.
  public var allowedBitDepths: [Int] {
    switch self {
    case .gray: [1, 2, 4, 8, 16]
    case .palette: [1, 2, 4, 8]
    case .rgb, .grayAlpha, .rgba: [8, 16]
    }
  }

  public var description: String {
    switch self {
    case .gray: "gray"
    case .rgb: "RGB"
    case .palette: "palette"
    case .grayAlpha: "gray+alpha"
    case .rgba: "RGBA"
    }
  }
}

/// One text metadata entry. Keys are 1–79 Latin-1 characters; values are any text.
public struct PNGTextEntry: Equatable, Hashable, Sendable, Codable {
  public var key: String
  public var value: String

  public init(key: String, value: String) {
    self.key = key
    self.value = value
  }
}
