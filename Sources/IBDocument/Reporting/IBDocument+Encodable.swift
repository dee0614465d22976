import Components
import Foundation

/// The JSON of `designable inspect --json`: document facts, the instances (elements with a
/// custom class) and the warnings.
extension IBDocument: Encodable {
  private enum CodingKeys: String, CodingKey {
    case file, documentType, version, toolsVersion, targetRuntime, instances
    case runtimeAttributesElsewhere, namedColors, assetCatalogs, warnings
  }

  private struct WarningJSON: Encodable {
    var line: Int
    var message: String
  }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(file, forKey: .file)
    try c.encode(documentType, forKey: .documentType)
    try c.encode(version, forKey: .version)
    try c.encode(toolsVersion, forKey: .toolsVersion)
    try c.encode(targetRuntime, forKey: .targetRuntime)
    try c.encode(instances, forKey: .instances)
    let elsewhere = objects.filter { $0.customClass == nil }.map(\.runtimeAttributes.count)
    try c.encode(elsewhere.reduce(0, +), forKey: .runtimeAttributesElsewhere)
    try c.encode(namedColors.mapValues(ColorComponents.init), forKey: .namedColors)
    try c.encode(assetCatalogs.map(\.path), forKey: .assetCatalogs)
    let warningList = warnings.map { WarningJSON(line: $0.line, message: $0.message) }
    try c.encode(warningList, forKey: .warnings)
  }
}
