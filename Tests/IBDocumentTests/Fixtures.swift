/// Small IB documents written inline for the tests.
enum Fixtures {
  /// A storyboard wrapping `body` in a scene, with `resources` at the end.
  static func storyboard(_ body: String, resources: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" customClass="DemoViewController" customModule="Demo">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
    \(body)
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
        <resources>
    \(resources)
        </resources>
    </document>
    """
  }

  /// A custom view with the given runtime attributes.
  static func view(_ attributes: String, extra: String = "", id: String = "v1") -> String {
    """
    <view contentMode="redraw" alpha="0.5" hidden="YES" clipsSubviews="YES" opaque="NO" \
    id="\(id)" customClass="PieChartView" customModule="Charts">
        <rect key="frame" x="10" y="20.5" width="120" height="80"/>
        \(extra)
        <userDefinedRuntimeAttributes>
    \(attributes)
        </userDefinedRuntimeAttributes>
    </view>
    """
  }

  /// One `<userDefinedRuntimeAttribute>` with a child value.
  static func attribute(_ type: String, _ keyPath: String, child: String) -> String {
    """
    <userDefinedRuntimeAttribute type="\(type)" keyPath="\(keyPath)">\(child)</userDefinedRuntimeAttribute>
    """
  }

  /// A colour attribute with the given `<color>` attributes.
  static func color(_ keyPath: String, _ attributes: String) -> String {
    attribute("color", keyPath, child: "<color key=\"value\" \(attributes)/>")
  }
}
