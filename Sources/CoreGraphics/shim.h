// Empty on purpose. Off Apple platforms this module only lets a component's
// `import CoreGraphics` compile; the names it would bring come from DesignableUIKit.
