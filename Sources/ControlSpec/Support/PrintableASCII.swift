extension Unicode.Scalar {
    /// Whether the scalar is printable ASCII: the space or a visible character, U+0020…U+007E.
    /// Such a scalar is no control, separator or format character, and is one byte in UTF-8, so
    /// text of it alone can take the short path of an escaper without a look at its properties.
    var isPrintableASCII: Bool { (0x20..<0x7F).contains(value) }
}

extension UInt8 {
    /// Whether the byte, as UTF-8, is an ASCII character: in text of such bytes alone each byte is
    /// a scalar, and no combining mark can join one (a CR LF pair aside, two bytes and one
    /// `Character`), so the byte paths of the scalar checks match their paths by characters.
    var isASCII: Bool { self < 0x80 }

    /// Whether the byte, as UTF-8, is a printable ASCII character (`Unicode.Scalar.isPrintableASCII`).
    var isPrintableASCII: Bool { Unicode.Scalar(self).isPrintableASCII }
}
