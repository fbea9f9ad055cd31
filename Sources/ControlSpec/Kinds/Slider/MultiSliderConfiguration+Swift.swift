import ControlKernel

extension MultiSliderConfiguration: SwiftExpressible {
    /// `MultiSliderConfiguration(slider: SliderConfiguration(…), …)`.
    var swift: SwiftExpression {
        .kernel("MultiSliderConfiguration", [
            "slider": slider,
            "orientation": orientation,
            "thumbSize": thumbSize,
            "snapValues": snapValues,
            "fill": fill,
            "ticks": ticks,
            "valueLabels": valueLabels,
            "movesNearestThumbOnTap": movesNearestThumbOnTap,
            "animationDuration": animationDuration,
            "reduceMotion": reduceMotion,
        ])
    }
}

extension SliderOrientation: SwiftExpressible {
    /// `.horizontal` or `.vertical`.
    var swift: SwiftExpression {
        switch self {
        case .horizontal: .member("horizontal")
        case .vertical: .member("vertical")
        }
    }
}

extension SliderFill: SwiftExpressible {
    /// `.fromMinimum`, `.betweenThumbs` or `.none`.
    var swift: SwiftExpression {
        switch self {
        case .fromMinimum: .member("fromMinimum")
        case .betweenThumbs: .member("betweenThumbs")
        case .none: .member("none")
        }
    }
}

extension SliderTickMarks: SwiftExpressible {
    /// `SliderTickMarks(spacing: 10, length: 10, width: 1)`.
    var swift: SwiftExpression {
        .kernel("SliderTickMarks", ["spacing": spacing, "length": length, "width": width])
    }
}

extension SliderValueLabels: SwiftExpressible {
    /// `SliderValueLabels(side: .above, fontSize: 12, fractionDigits: 0, spacing: 4)`, and
    /// `maximumFontSize: 20` when the spec limits Dynamic Type.
    var swift: SwiftExpression {
        guard let maximumFontSize else {
            return .kernel("SliderValueLabels", ["side": side, "fontSize": fontSize, "fractionDigits": fractionDigits, "spacing": spacing])
        }
        return .kernel("SliderValueLabels", ["side": side, "fontSize": fontSize, "fractionDigits": fractionDigits, "spacing": spacing,
                                             "maximumFontSize": maximumFontSize])
    }
}

extension SliderLabelSide: SwiftExpressible {
    /// `.above` or `.below`.
    var swift: SwiftExpression {
        switch self {
        case .above: .member("above")
        case .below: .member("below")
        }
    }
}
