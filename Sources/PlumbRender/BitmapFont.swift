import Foundation

/// A 5 × 7 pixel font for the PNG wireframe's names, titles and constraint numbers: printable
/// ASCII drawn from its own table, a few typographic characters mapped to ASCII, anything else
/// an outlined box. Each glyph is seven rows of five pixels above the baseline, the leftmost the
/// highest bit, and two rows below it for the descenders of g, j, p, q and y.
enum BitmapFont {
    /// Pixels between the starts of two characters (five and one of space).
    static let advance = 6
    /// Rows from a glyph's top to the baseline.
    static let height = 7
    /// Rows a glyph takes with its descender.
    static let rowsWithDescender = 9

    /// Rows of ASCII 32 (space) to 126 (`~`), as 14 hexadecimal digits each.
    private static let table: [String] = [
        "00000000000000", "04040404040004", "0A0A0A00000000", "0A0A1F0A1F0A0A", "040F140E051E04", "18190204081303", "0C12140815120D", "0C040800000000",  //   ! " # $ % & '
        "02040808080402", "08040202020408", "0004150E150400", "0004041F040400", "000000000C0408", "0000001F000000", "00000000000C0C", "00010204081000",  // ( ) * + , - . /
        "0E11131519110E", "040C040404040E", "0E11010204081F", "1F02040201110E", "02060A121F0202", "1F101E0101110E", "0608101E11110E", "1F010204080808",  // 0 1 2 3 4 5 6 7
        "0E11110E11110E", "0E11110F01020C", "000C0C000C0C00", "000C0C000C0408", "02040810080402", "00001F001F0000", "08040201020408", "0E110102040004",  // 8 9 : ; < = > ?
        "0E11010D15150E", "0E1111111F1111", "1E11111E11111E", "0E11101010110E", "1C12111111121C", "1F10101E10101F", "1F10101E101010", "0E11101711110F",  // @ A B C D E F G
        "1111111F111111", "0E04040404040E", "0702020202120C", "11121418141211", "1010101010101F", "111B1515111111", "11111915131111", "0E11111111110E",  // H I J K L M N O
        "1E11111E101010", "0E11111115120D", "1E11111E141211", "0F10100E01011E", "1F040404040404", "1111111111110E", "11111111110A04", "1111111515150A",  // P Q R S T U V W
        "11110A040A1111", "1111110A040404", "1F01020408101F", "0E08080808080E", "00100804020100", "0E02020202020E", "040A1100000000", "0000000000001F",  // X Y Z [ \\ ] ^ _
        "08040200000000", "00000E010F110F", "1010161911111E", "00000E1010110E", "01010D1311110F", "00000E111F100E", "0609081C080808", "000F11110F010E",  // ` a b c d e f g
        "10101619111111", "04000C0404040E", "0200060202120C", "10101214181412", "0C04040404040E", "00001A15151111", "00001619111111", "00000E1111110E",  // h i j k l m n o
        "00001E111E1010", "00000D130F0101", "00001619101010", "00000E100E011E", "08081C08080906", "0000111111130D", "00001111110A04", "0000111115150A",  // p q r s t u v w
        "0000110A040A11", "000011110F010E", "00001F0204081F", "02040408040402", "04040404040404", "08040402040408", "00000815020000",  // x y z { | } ~
    ]

    private static let rows: [[UInt8]] = table.map { hex in
        stride(from: 0, to: 14, by: 2).map { offset in
            let start = hex.index(hex.startIndex, offsetBy: offset)
            return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16) ?? 0
        }
    }

    /// Letters whose tails go below the baseline, all nine rows.
    private static let descenders: [Character: [UInt8]] = [
        "g": [0x00, 0x00, 0x0F, 0x11, 0x11, 0x11, 0x0F, 0x01, 0x0E],
        "j": [0x02, 0x00, 0x06, 0x02, 0x02, 0x02, 0x02, 0x12, 0x0C],
        "p": [0x00, 0x00, 0x1E, 0x11, 0x11, 0x11, 0x1E, 0x10, 0x10],
        "q": [0x00, 0x00, 0x0F, 0x11, 0x11, 0x11, 0x0F, 0x01, 0x01],
        "y": [0x00, 0x00, 0x11, 0x11, 0x11, 0x11, 0x0F, 0x01, 0x0E],
    ]

    /// An outlined box for characters the table lacks.
    private static let missing: [UInt8] = [0x1F, 0x11, 0x11, 0x11, 0x11, 0x11, 0x1F, 0x00, 0x00]

    /// The text as the font draws it: `…` as `...`, dashes as `-`, `×` as `x`, quotes plain.
    static func printable(_ text: String) -> [Character] {
        var out: [Character] = []
        for character in text {
            switch character {
            case "…": out += [".", ".", "."]
            case "—", "–", "−": out.append("-")
            case "×": out.append("x")
            case "‘", "’": out.append("'")
            case "“", "”": out.append("\"")
            default: out.append(character)
            }
        }
        return out
    }

    /// The nine rows of a character.
    static func glyph(_ character: Character) -> [UInt8] {
        if let tailed = descenders[character] { return tailed }
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
              scalar.value >= 32, scalar.value <= 126 else { return missing }
        return rows[Int(scalar.value) - 32] + [0, 0]
    }
}
