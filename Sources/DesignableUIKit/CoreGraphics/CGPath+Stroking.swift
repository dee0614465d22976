#if !canImport(Darwin)
  /// Core Graphics' stroked copy under its C name, as Swift imports it.
  extension CGPath {
    /// The area a stroke of `path` covers, mapped by `transform`, as a path to fill
    /// (`CGPath(__byStroking:transform:lineWidth:lineCap:lineJoin:miterLimit:)`); never `nil`
    /// here. The same as ``GraphicsPath/copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)``.
    public convenience init?(
      __byStroking path: CGPath, transform: UnsafePointer<CGAffineTransform>?,
      lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat
    ) {
      let stroked = path.copy(
        strokingWithWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin,
        miterLimit: miterLimit, transform: transform?.pointee ?? .identity)
      self.init(stroked.path)
    }
  }
#endif
