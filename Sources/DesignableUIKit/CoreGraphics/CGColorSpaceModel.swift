import Components

#if !canImport(Darwin)
  /// The family of a colour space (`CGColorSpaceModel`).
  public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome, rgb, cmyk, lab, deviceN, indexed, pattern, XYZ
  }

  extension ColorSpace {
    /// The space's family, from its name: ``CGColorSpaceModel/monochrome`` for a grey
    /// space, ``CGColorSpaceModel/cmyk`` for a CMYK one, ``CGColorSpaceModel/rgb``
    /// otherwise (every colour here is device RGB).
    public var model: CGColorSpaceModel {
      let name = (self.name ?? "").lowercased()
      if name.contains("gray") { return .monochrome }
      if name.contains("cmyk") { return .cmyk }
      return .rgb
    }
  }
#endif
