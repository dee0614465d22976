import Foundation

extension Image {
  /// How the middle of a resizable image fills a larger area (`UIImage.ResizingMode`).
  public enum ResizingMode: Int, Sendable {
    /// The middle parts are repeated at their own size, the last repeat cut off.
    case tile
    /// The middle parts are stretched to fill the area.
    case stretch
  }

  /// The image made resizable: drawn at any size, its edges inside `capInsets` (in points)
  /// keep their size and its middle is tiled (`resizableImage(withCapInsets:)`).
  public func resizableImage(withCapInsets capInsets: EdgeInsets) -> Image {
    resizableImage(withCapInsets: capInsets, resizingMode: .tile)
  }

  /// The image made resizable: drawn at any size, its edges inside `capInsets` (in points)
  /// keep their size and its middle fills the rest as `resizingMode` says
  /// (`resizableImage(withCapInsets:resizingMode:)`).
  public func resizableImage(
    withCapInsets capInsets: EdgeInsets, resizingMode: ResizingMode
  ) -> Image {
    Image(
      bitmap: bitmap, scale: scale, renderingMode: renderingMode, capInsets: capInsets,
      resizingMode: resizingMode)
  }
}
