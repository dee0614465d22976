import Components
import Foundation

/// Core Image's filter: made by name, given its inputs by key-value coding, and read for
/// its `outputImage`. The filters here are listed in the README; `CIFilter(name:)` gives
/// `nil` for any other name, as iOS does for a name it does not know.
open class CIFilter: @unchecked Sendable {
  /// The filter's name (`"CIGaussianBlur"`).
  public let name: String
  let definition: CIFilterDefinition
  private var inputs: [String: Any] = [:]

  /// The filter called `name` with its default inputs; `nil` when there is none here.
  public init?(name: String) {
    guard let definition = CIFilterDefinition.named[name] else { return nil }
    self.name = name
    self.definition = definition
    setDefaults()
  }

  /// The filter called `name` with `parameters` set over its defaults.
  public convenience init?(name: String, parameters: [String: Any]?) {
    self.init(name: name)
    for (key, value) in parameters ?? [:] { setValue(value, forKey: key) }
  }

  /// Swift 3's spelling of ``init(name:parameters:)``.
  public convenience init?(name: String, withInputParameters parameters: [String: Any]?) {
    self.init(name: name, parameters: parameters)
  }

  /// Sets every input to its default.
  open func setDefaults() {
    inputs = definition.defaults
  }

  /// Sets the input `key` (`"inputRadius"`, `kCIInputImageKey`); `nil` removes it.
  open func setValue(_ value: Any?, forKey key: String) {
    inputs[key] = value
  }

  /// Sets the input at `keyPath` (`setValue(_:forKeyPath:)`): a filter's keys have no dots,
  /// so the key path is the key.
  open func setValue(_ value: Any?, forKeyPath keyPath: String) {
    setValue(value, forKey: keyPath)
  }

  /// The input or output at `keyPath` (`value(forKeyPath:)`), as ``value(forKey:)``.
  open func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }

  /// Sets each input in `keyedValues`.
  open func setValuesForKeys(_ keyedValues: [String: Any]) {
    for (key, value) in keyedValues { setValue(value, forKey: key) }
  }

  /// The input `key`, or the output image for `kCIOutputImageKey`.
  open func value(forKey key: String) -> Any? {
    key == kCIOutputImageKey ? outputImage : inputs[key]
  }

  /// The filter's result, `nil` when an input it needs is missing.
  open var outputImage: CIImage? {
    definition.output(CIFilterInputs(values: inputs))
  }

  /// The names of the filter's inputs.
  open var inputKeys: [String] { definition.inputKeys }

  /// The names of the filter's outputs.
  open var outputKeys: [String] { [kCIOutputImageKey] }

  /// The filter's name and default inputs, under Core Image's attribute keys.
  open var attributes: [String: Any] {
    var attributes: [String: Any] = [kCIAttributeFilterName: name]
    for (key, value) in definition.defaults {
      attributes[key] = [kCIAttributeDefault: value]
    }
    return attributes
  }

  /// The names of the filters here; the category is ignored.
  open class func filterNames(inCategory category: String?) -> [String] {
    CIFilterDefinition.named.keys.sorted()
  }

  /// The names of the filters here; the categories are ignored.
  open class func filterNames(inCategories categories: [String]?) -> [String] {
    filterNames(inCategory: nil)
  }
}

/// A filter's inputs, read by type.
struct CIFilterInputs {
  let values: [String: Any]

  func image(_ key: String) -> CIImage? { values[key] as? CIImage }

  /// A number given as any of Swift's numeric types, `NSNumber` or `Bool`.
  func number(_ key: String) -> Double? {
    values[key].flatMap(KeyValueCoding.number)
  }

  func vector(_ key: String) -> CIVector? { values[key] as? CIVector }

  /// A colour given as a `CIColor` or a `UIColor`.
  func color(_ key: String) -> CIColor? { Self.color(values[key]) }

  /// `value` as a colour, when it is a `CIColor` or a `UIColor`.
  static func color(_ value: Any?) -> CIColor? {
    switch value {
    case let value as CIColor: return value
    case let value as Color: return CIColor(color: value)
    default: return nil
    }
  }

  func transform(_ key: String) -> CGAffineTransform? {
    values[key] as? CGAffineTransform
  }
}

public let kCIInputImageKey = "inputImage"
public let kCIOutputImageKey = "outputImage"
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
public let kCIInputRadiusKey = "inputRadius"
public let kCIInputIntensityKey = "inputIntensity"
public let kCIInputColorKey = "inputColor"
public let kCIInputCenterKey = "inputCenter"
public let kCIInputSaturationKey = "inputSaturation"
public let kCIInputBrightnessKey = "inputBrightness"
public let kCIInputContrastKey = "inputContrast"
public let kCIInputEVKey = "inputEV"
public let kCIInputTransformKey = "inputTransform"
public let kCIInputAngleKey = "inputAngle"
public let kCIInputExtentKey = "inputExtent"
public let kCIInputScaleKey = "inputScale"
public let kCIInputAmountKey = "inputAmount"
public let kCIInputMaskImageKey = "inputMaskImage"
public let kCIAttributeFilterName = "CIAttributeFilterName"
public let kCIAttributeDefault = "CIAttributeDefault"
