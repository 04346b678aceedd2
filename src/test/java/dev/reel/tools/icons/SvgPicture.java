package dev.reel.tools.icons;

import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The small part of SVG Reel's icons use — {@code rect} (with {@code rx}), {@code circle} and {@code path}
 * with flat fills and strokes — read from a file and drawn with Java2D at any size. Keeping to this subset
 * means no SVG library and no external rasteriser is needed to regenerate the icons.
 */
public final class SvgPicture {
    /** One filled and/or stroked shape in the picture's own units. */
    record Layer(Shape shape, Color fill, Color stroke, float strokeWidth) {
    }

    private final double width;
    private final double height;
    private final List<Layer> layers;

    private SvgPicture(double width, double height, List<Layer> layers) {
        this.width = width;
        this.height = height;
        this.layers = List.copyOf(layers);
    }

    /** Reads the picture; an element outside the subset is an error, so a drawing never silently loses a part. */
    public static SvgPicture read(Path file) throws Exception {
        try (InputStream in = Files.newInputStream(file)) {
            var factory = DocumentBuilderFactory.newInstance();
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            Element svg = factory.newDocumentBuilder().parse(in).getDocumentElement();
            String[] box = svg.getAttribute("viewBox").trim().split("[ ,]+");
            List<Layer> layers = new ArrayList<>();
            NodeList children = svg.getChildNodes();
            for (int index = 0; index < children.getLength(); index++) {
                if (children.item(index).getNodeType() == Node.ELEMENT_NODE) {
                    layers.add(layer((Element) children.item(index)));
                }
            }
            return new SvgPicture(Double.parseDouble(box[2]), Double.parseDouble(box[3]), layers);
        }
    }

    private static Layer layer(Element element) {
        Shape shape = switch (element.getTagName()) {
            case "rect" -> {
                double rx = number(element, "rx");
                yield new RoundRectangle2D.Double(number(element, "x"), number(element, "y"),
                        number(element, "width"), number(element, "height"), rx * 2, rx * 2);
            }
            case "circle" -> {
                double r = number(element, "r");
                yield new Ellipse2D.Double(number(element, "cx") - r, number(element, "cy") - r, r * 2, r * 2);
            }
            case "path" -> PathData.parse(element.getAttribute("d"));
            default -> throw new IllegalArgumentException("unsupported SVG element <" + element.getTagName() + ">");
        };
        String strokeWidth = element.getAttribute("stroke-width");
        return new Layer(shape, color(element.getAttribute("fill")), color(element.getAttribute("stroke")),
                strokeWidth.isEmpty() ? 1 : Float.parseFloat(strokeWidth));
    }

    private static double number(Element element, String name) {
        String text = element.getAttribute(name);
        return text.isEmpty() ? 0 : Double.parseDouble(text);
    }

    private static Color color(String text) {
        if (text.isEmpty() || text.equals("none")) {
            return null;
        }
        if (!text.matches("#[0-9A-Fa-f]{6}")) {
            throw new IllegalArgumentException("colours are #RRGGBB here, not " + text);
        }
        return new Color(Integer.parseInt(text.substring(1), 16));
    }

    /** The picture drawn into a {@code size} × {@code size} ARGB image, antialiased. */
    public BufferedImage render(int size) {
        BufferedImage image = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        Graphics2D graphics = image.createGraphics();
        try {
            graphics.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            graphics.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            graphics.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
            graphics.scale(size / width, size / height);
            for (Layer layer : layers) {
                if (layer.fill() != null) {
                    graphics.setColor(layer.fill());
                    graphics.fill(layer.shape());
                }
                if (layer.stroke() != null) {
                    graphics.setColor(layer.stroke());
                    graphics.setStroke(new BasicStroke(layer.strokeWidth(), BasicStroke.CAP_ROUND,
                            BasicStroke.JOIN_ROUND));
                    graphics.draw(layer.shape());
                }
            }
        } finally {
            graphics.dispose();
        }
        return image;
    }

    int layerCount() {
        return layers.size();
    }
}
