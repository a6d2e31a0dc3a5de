package serbench.model.mediacontent.binding;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import serbench.model.Digest;
import serbench.model.mediacontent.Image;
import serbench.model.mediacontent.MediaContentModel;

/** {@link Image} as public fields, no accessors. */
@JsonPropertyOrder({"uri", "title", "width", "height", "size"})
public class ImageFields implements Bound<Image> {

    public String uri;
    public String title;
    public int width;
    public int height;
    public Image.Size size;

    public static ImageFields of(Image image) {
        ImageFields f = new ImageFields();
        f.uri = image.uri();
        f.title = image.title();
        f.width = image.width();
        f.height = image.height();
        f.size = image.size();
        return f;
    }

    @Override
    public Image toRecord() {
        return new Image(uri, title, width, height, size);
    }

    @Override
    public void digest(Digest d) {
        MediaContentModel.digestImage(d, uri, title, width, height, size);
    }
}
