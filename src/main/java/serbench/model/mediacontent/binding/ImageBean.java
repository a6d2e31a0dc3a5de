package serbench.model.mediacontent.binding;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import serbench.model.Digest;
import serbench.model.mediacontent.Image;
import serbench.model.mediacontent.MediaContentModel;

/** {@link Image} as a bean: private fields, getters and setters. */
@JsonPropertyOrder({"uri", "title", "width", "height", "size"})
public class ImageBean implements Bound<Image> {

    private String uri;
    private String title;
    private int width;
    private int height;
    private Image.Size size;

    public static ImageBean of(Image image) {
        ImageBean b = new ImageBean();
        b.setUri(image.uri());
        b.setTitle(image.title());
        b.setWidth(image.width());
        b.setHeight(image.height());
        b.setSize(image.size());
        return b;
    }

    @Override
    public Image toRecord() {
        return new Image(uri, title, width, height, size);
    }

    @Override
    public void digest(Digest d) {
        MediaContentModel.digestImage(d, getUri(), getTitle(), getWidth(), getHeight(), getSize());
    }

    public String getUri() {
        return uri;
    }

    public void setUri(String uri) {
        this.uri = uri;
    }

    public String getTitle() {
        return title;
    }

    public void setTitle(String title) {
        this.title = title;
    }

    public int getWidth() {
        return width;
    }

    public void setWidth(int width) {
        this.width = width;
    }

    public int getHeight() {
        return height;
    }

    public void setHeight(int height) {
        this.height = height;
    }

    public Image.Size getSize() {
        return size;
    }

    public void setSize(Image.Size size) {
        this.size = size;
    }
}
